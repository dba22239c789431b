package route

import "strings"

// HostilePaths seeds the fuzz targets (here and the handler-level one in
// package spa) with traversal and encoding tricks. `go test` replays them,
// and any crashers saved under testdata/fuzz; `make fuzz` explores from them.
var HostilePaths = []string{
	"/", "/about", "/blog/1", "/assets/app-3f9a1c.js", "/robots.txt",
	"/..", "/../secret.txt", "/../../etc/passwd", "/assets/../../secret.txt",
	"/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/%252e%252e/secret.txt", "/%25%32%65",
	"/robots.txt%00.html", "/%00", "/\x00",
	`/..\secret.txt`, `\..\..\secret.txt`, "/..%5csecret.txt", "/..%5c..%5csecret.txt",
	"/%c0%ae%c0%ae/secret.txt", "/%e0%80%ae%e0%80%ae/secret.txt", "/\xc0\xae\xc0\xae/secret.txt",
	"//secret.txt", "///..//..//secret.txt", "/./././about", "/about/.", "/about/..",
	"/secret.txt.", "/robots.txt.", "/robots.txt...", "/assets/app-3f9a1c.js/",
	"/escape.txt", "/.env", "/assets/.././.env", "/%2eenv",
	"/" + strings.Repeat("a/", 2000), "/" + strings.Repeat("../", 500) + "secret.txt",
}
