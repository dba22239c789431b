export default "the admin";
