package systemtest

// make test needs no container engine, so here the image and the compose
// file are checked with the parsers Docker itself uses: BuildKit's Dockerfile
// parser and the Compose specification's loader. A malformed edit fails here.
// make test-container starts them (container_run_test.go).

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
)

const repoRoot = ".."

func parseDockerfile(t *testing.T) []instructions.Stage {
	t.Helper()
	stages, _ := parseDockerfileWithArgs(t)
	return stages
}

// parseDockerfileWithArgs also gives the default of each ARG declared before
// the first FROM, by name.
func parseDockerfileWithArgs(t *testing.T) ([]instructions.Stage, map[string]string) {
	t.Helper()
	f, err := os.Open(filepath.Join(repoRoot, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	res, err := parser.Parse(f)
	if err != nil {
		t.Fatalf("Dockerfile does not parse: %v", err)
	}
	stages, metaArgs, err := instructions.Parse(res.AST, nil)
	if err != nil {
		t.Fatalf("Dockerfile instructions: %v", err)
	}
	args := map[string]string{}
	for _, a := range metaArgs {
		for _, kv := range a.Args {
			if kv.Value != nil {
				args[kv.Key] = *kv.Value
			}
		}
	}
	return stages, args
}

func commands[T instructions.Command](stage instructions.Stage) []T {
	var out []T
	for _, c := range stage.Commands {
		if typed, ok := c.(T); ok {
			out = append(out, typed)
		}
	}
	return out
}

func TestDockerfileBuildsSiteAndServerInStagesAndShipsEachImageOnlyItsPart(t *testing.T) {
	stages, args := parseDockerfileWithArgs(t)
	names := []string{}
	for _, s := range stages {
		names = append(names, s.Name)
	}
	if want := []string{"site-build", "server-build", "artifacts", "site", "publisher", "server"}; !slices.Equal(names, want) {
		t.Fatalf("stages %v, want %v", names, want)
	}
	siteBuild, serverBuild, artifacts, site, publisher, final := stages[0], stages[1], stages[2], stages[3], stages[4], stages[5]
	expand := func(s string) string { return os.Expand(s, func(k string) string { return args[k] }) }

	if !strings.HasPrefix(siteBuild.BaseName, "node:") {
		t.Errorf("the site-build stage builds from %q, want a node image", siteBuild.BaseName)
	}
	runs := func(s instructions.Stage) string {
		var all []string
		for _, r := range commands[*instructions.RunCommand](s) {
			all = append(all, strings.Join(r.CmdLine, " "))
		}
		return strings.Join(all, "\n")
	}
	for _, want := range []string{"npm ci", "npm run build"} {
		if !strings.Contains(runs(siteBuild), want) {
			t.Errorf("the site-build stage does not run %q", want)
		}
	}
	if !strings.HasPrefix(serverBuild.BaseName, "golang:") {
		t.Errorf("the server-build stage builds from %q, want a golang image", serverBuild.BaseName)
	}
	for _, want := range []string{"CGO_ENABLED=0", "-trimpath", "CustomVersion=${SERVER_VERSION}", "./cmd/studio"} {
		if !strings.Contains(runs(serverBuild), want) {
			t.Errorf("the server-build stage lacks %q", want)
		}
	}

	// make container names a stand-in for each of these where no registry
	// answers (scripts/container-image.sh); by default they are the real ones.
	if from := expand(artifacts.BaseName); from != "server-build" {
		t.Errorf("the artifacts stage is %q (%q by default), want the server-build stage", artifacts.BaseName, from)
	}
	if from := expand(site.BaseName); from != "site-build" {
		t.Errorf("the site stage is %q (%q by default), want the site-build stage", site.BaseName, from)
	}
	if from := expand(expand(publisher.BaseName)); !strings.HasPrefix(from, "node:") {
		t.Errorf("the publisher is %q (%q by default), want a node image", publisher.BaseName, from)
	}
	for _, stage := range []instructions.Stage{publisher, final} {
		for _, c := range commands[*instructions.CopyCommand](stage) {
			if c.From != "" && c.From != "artifacts" && c.From != "site" {
				t.Errorf("the %s stage copies from %q, not from a stage a local build can stand in for", stage.Name, c.From)
			}
		}
	}
	// A stand-in base has no shell: the publisher's commands are in exec form.
	for _, r := range commands[*instructions.RunCommand](publisher) {
		if r.PrependShell {
			t.Errorf("the publisher runs %q through a shell", strings.Join(r.CmdLine, " "))
		}
	}
	base := expand(final.BaseName)
	if !strings.Contains(base, "distroless/static") {
		t.Errorf("the server is %q (%q by default), want a distroless static base", final.BaseName, base)
	}
	// Distroless's support policy keeps a Debian release's images updated
	// until a year after the next release: for its Debian 12 images (CA
	// certificates, time zones) that was August 2026.
	var debian int
	_, release, _ := strings.Cut(base, "-debian") // "13:nonroot"; "" without a release
	if _, err := fmt.Sscanf(release, "%d", &debian); err != nil || debian < 13 {
		t.Errorf("the server is %q, want distroless on Debian 13 or later (distroless's Debian 12 images are past their support end)", base)
	}
	if len(commands[*instructions.RunCommand](final)) != 0 {
		t.Error("the server stage runs commands; it has no shell")
	}
	copied := func(s instructions.Stage) (dests []string, froms []string) {
		for _, c := range commands[*instructions.CopyCommand](s) {
			dests, froms = append(dests, c.DestPath), append(froms, c.From)
		}
		return dests, froms
	}
	dests, froms := copied(final)
	for _, want := range []string{"/usr/bin/studio", "/etc/studio/Caddyfile", "/data", "/config", "/srv/releases", "/run/studio"} {
		if !slices.Contains(dests, want) {
			t.Errorf("the server stage does not copy %s (copies %v)", want, dests)
		}
	}
	if slices.Contains(froms, "site") {
		t.Error("the server image copies the site: a change to the site's code alone would replace the running server")
	}
	dests, _ = copied(publisher)
	for _, want := range []string{"/usr/bin/studio", "/src/site", "/srv/releases"} {
		if !slices.Contains(dests, want) {
			t.Errorf("the publisher does not copy %s (copies %v)", want, dests)
		}
	}
}

// The server stage copies source folders one by one (so that a site change
// does not rebuild the binary): each folder of this module that the binary
// is built from must be among them, or the image build fails.
func TestDockerfileCopiesEveryPackageTheBinaryIsBuiltFrom(t *testing.T) {
	server := parseDockerfile(t)[1]
	var copied []string
	for _, c := range commands[*instructions.CopyCommand](server) {
		for _, src := range c.SourcePaths {
			copied = append(copied, strings.TrimSuffix(src, "/"))
		}
	}
	list := exec.Command("go", "list", "-deps", "-f", "{{if .Module}}{{if .Module.Main}}{{.Dir}}{{end}}{{end}}", "./cmd/studio")
	list.Dir = repoRoot
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range strings.Fields(string(out)) {
		rel, err := filepath.Rel(root, dir)
		if err != nil {
			t.Fatal(err)
		}
		top := strings.Split(filepath.ToSlash(rel), "/")[0]
		if !slices.Contains(copied, top) {
			t.Errorf("the binary is built from %s, but the server stage does not copy %s/ (it copies %v)", rel, top, copied)
		}
	}
}

// go.mod's toolchain line names the Go release with the latest security
// fixes (make vulncheck fails on an older one). The golang image sets
// GOTOOLCHAIN=local, which ignores that line: the image's server would be
// built by whatever Go the tag holds on the day, however old. So the server
// stage sets GOTOOLCHAIN=auto before its first go command.
func TestDockerfileBuildsTheServerWithTheToolchainGoModNames(t *testing.T) {
	out, err := exec.Command("go", "mod", "edit", "-json", filepath.Join(repoRoot, "go.mod")).Output()
	if err != nil {
		t.Fatalf("go mod edit -json: %v", err)
	}
	var mod struct{ Go, Toolchain string }
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatal(err)
	}
	if mod.Toolchain == "" {
		t.Errorf("go.mod has no toolchain line (go %s): nothing names the release with the security fixes", mod.Go)
	}

	auto := false
	for _, c := range parseDockerfile(t)[1].Commands {
		switch c := c.(type) {
		case *instructions.EnvCommand:
			for _, kv := range c.Env {
				if kv.Key == "GOTOOLCHAIN" {
					auto = kv.Value == "auto"
				}
			}
		case *instructions.RunCommand:
			if !auto {
				t.Fatalf("the server stage runs %q before setting GOTOOLCHAIN=auto, so go.mod's toolchain %s is ignored", strings.Join(c.CmdLine, " "), mod.Toolchain)
			}
		}
	}
	if !auto {
		t.Error("the server stage never sets GOTOOLCHAIN=auto")
	}
}

// make test runs the site's unit tests and build on the Makefile's
// NODE_LTS_VERSION as well as on the machine's Node, and fails unless that
// build is byte for byte the tested site/dist (scripts/node-lts.sh). That
// says something about the image only if its site stage runs the same major.
func TestDockerfileBuildsTheSiteOnTheNodeMakeTestBuildsItWith(t *testing.T) {
	stages, args := parseDockerfileWithArgs(t)
	makefile, err := os.ReadFile(filepath.Join(repoRoot, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	var pinned string
	for line := range strings.Lines(string(makefile)) {
		if v, ok := strings.CutPrefix(line, "NODE_LTS_VERSION ?= "); ok {
			pinned = strings.TrimSpace(v)
		}
	}
	if pinned == "" {
		t.Fatal("the Makefile sets no NODE_LTS_VERSION")
	}
	major, _, _ := strings.Cut(pinned, ".")
	if got := args["NODE_VERSION"]; got != major {
		t.Errorf("the Dockerfile's NODE_VERSION is %q, want %s: the major of the Makefile's NODE_LTS_VERSION (%s), the Node make test builds the site with", got, major, pinned)
	}
	if site := stages[0].BaseName; !strings.HasPrefix(site, "node:${NODE_VERSION}-") {
		t.Errorf("the site stage builds from %q, not from node:${NODE_VERSION}-…", site)
	}
}

func TestDockerfileRunsAsNonRootWithVolumesPortsAndHealthcheck(t *testing.T) {
	stages := parseDockerfile(t)
	final := stages[len(stages)-1]

	users := commands[*instructions.UserCommand](final)
	if len(users) == 0 {
		t.Fatal("no USER: the server would run as root")
	}
	if u := users[len(users)-1].User; strings.HasPrefix(u, "0") || strings.HasPrefix(u, "root") {
		t.Errorf("USER %s is root", u)
	}

	var ports []string
	for _, e := range commands[*instructions.ExposeCommand](final) {
		ports = append(ports, e.Ports...)
	}
	for _, want := range []string{"80", "443", "443/udp"} {
		if !slices.Contains(ports, want) {
			t.Errorf("EXPOSE lacks %s (has %v)", want, ports)
		}
	}
	// `docker run -P` publishes what the image exposes: metrics stay on compose's network.
	if slices.Contains(ports, "9180") {
		t.Errorf("EXPOSE has the metrics port 9180 (has %v)", ports)
	}

	var volumes []string
	for _, v := range commands[*instructions.VolumeCommand](final) {
		volumes = append(volumes, v.Volumes...)
	}
	for _, want := range []string{"/data", "/config", "/srv/releases", "/run/studio"} {
		if !slices.Contains(volumes, want) {
			t.Errorf("VOLUME = %v, want %s", volumes, want)
		}
	}

	hc := commands[*instructions.HealthCheckCommand](final)
	if len(hc) != 1 {
		t.Fatalf("want one HEALTHCHECK, got %d", len(hc))
	}
	if test := hc[0].Health.Test; len(test) < 3 || test[0] != "CMD" || test[1] != "/usr/bin/studio" || test[2] != "healthcheck" {
		t.Errorf("HEALTHCHECK %v: want the binary's own healthcheck, with no shell", test)
	}

	env := imageEnv(t)
	if _, ok := env["SITE_ADDRESS"]; ok {
		t.Error("the image sets SITE_ADDRESS: a deploy without it in .env would not be told")
	}
	for k, want := range map[string]string{"STUDIO_RELEASES": "/srv/releases", "STUDIO_ADMIN": "unix//run/studio/admin.sock", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/config"} {
		if env[k] != want {
			t.Errorf("ENV %s = %q, want %q", k, env[k], want)
		}
	}

	cmd := commands[*instructions.CmdCommand](final)
	entry := commands[*instructions.EntrypointCommand](final)
	if len(cmd) != 1 || len(entry) != 1 {
		t.Fatal("want one ENTRYPOINT and one CMD")
	}
	full := strings.Join(append(entry[0].CmdLine, cmd[0].CmdLine...), " ")
	if full != "/usr/bin/studio run --config /etc/studio/Caddyfile --adapter caddyfile" {
		t.Errorf("the container runs %q", full)
	}
}

// The labels registries and scanners read: where each image comes from,
// which version, and under what licence. The server's are its own files'
// version and nothing else (no build time), so that a build of the same
// server is the same image, and compose leaves its container running.
func TestTheImagesCarryOCILabels(t *testing.T) {
	for _, stage := range parseDockerfile(t) {
		want := map[string]string{"publisher": "${VERSION}", "server": "${SERVER_VERSION}"}[stage.Name]
		if want == "" {
			continue
		}
		labels := map[string]string{}
		for _, l := range commands[*instructions.LabelCommand](stage) {
			for _, kv := range l.Labels {
				labels[kv.Key] = strings.Trim(kv.Value, `"`) // as written, before the build expands it
			}
		}
		for key, value := range map[string]string{
			"org.opencontainers.image.source":   "https://github.com/chowkstudio/studio",
			"org.opencontainers.image.licenses": "LicenseRef-Proprietary",
			"org.opencontainers.image.version":  want,
		} {
			if labels[key] != value {
				t.Errorf("the %s's LABEL %s = %q, want %q", stage.Name, key, labels[key], value)
			}
		}
		if _, ok := labels["org.opencontainers.image.created"]; ok {
			t.Errorf("the %s is labelled with its build time: each build would be a new image", stage.Name)
		}
	}
}

func TestDockerignoreKeepsBuildOutputsAndSecretsOut(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, ".dockerignore"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(string(data))
	for _, want := range []string{".git", "**/node_modules", "site/dist", "bin", "**/test-results"} {
		if !slices.Contains(lines, want) {
			t.Errorf(".dockerignore lacks %s", want)
		}
	}
}

// .env is where ops keep their settings for docker compose (docs/operations.md):
// never committed, and never sent into an image build.
func TestEnvFilesAreNeitherCommittedNorSentToTheBuild(t *testing.T) {
	f, err := os.Open(filepath.Join(repoRoot, ".dockerignore"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	patterns, err := ignorefile.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	excluded, err := patternmatcher.New(patterns)
	if err != nil {
		t.Fatal(err)
	}
	// Vite reads site/.env*, and any folder may hold one.
	for _, name := range []string{".env", ".env.production", "site/.env", "site/.env.local", "e2e/support/.env.production"} {
		if out, err := exec.Command("git", "-C", repoRoot, "check-ignore", "--no-index", name).CombinedOutput(); err != nil {
			t.Errorf("git would commit %s: %v %s", name, err, out)
		}
		if matched, err := excluded.MatchesOrParentMatches(name); err != nil || !matched {
			t.Errorf("docker build would send %s into the build context (.dockerignore)", name)
		}
	}
}

func loadCompose(t *testing.T, env ...string) *types.Project {
	t.Helper()
	opts, err := cli.NewProjectOptions(
		[]string{filepath.Join(repoRoot, "docker-compose.yml")},
		cli.WithWorkingDirectory(repoRoot),
		cli.WithEnv(env),
		cli.WithName("chowk-studio"),
	)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	project, err := opts.LoadProject(ctx)
	if err != nil {
		t.Fatalf("docker-compose.yml does not load: %v", err)
	}
	return project
}

// caddyfileGracePeriod is how long the Caddyfile lets requests in flight
// finish when the server stops.
func caddyfileGracePeriod(t *testing.T) time.Duration {
	t.Helper()
	caddyfile, err := os.ReadFile(filepath.Join(repoRoot, "Caddyfile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*grace_period\s+(\S+)`).FindSubmatch(caddyfile)
	if m == nil {
		t.Fatal("the Caddyfile sets no grace_period")
	}
	d, err := time.ParseDuration(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// expectPorts fails t unless the service publishes each of want, written
// published:target/protocol.
func expectPorts(t *testing.T, s types.ServiceConfig, want ...string) {
	t.Helper()
	var ports []string
	for _, port := range s.Ports {
		ports = append(ports, fmt.Sprintf("%s:%d/%s", port.Published, port.Target, port.Protocol))
	}
	for _, w := range want {
		if !slices.Contains(ports, w) {
			t.Errorf("ports %v lack %s", ports, w)
		}
	}
}

func TestComposeServesTheSiteSafelyOverHTTPS(t *testing.T) {
	p := loadCompose(t)
	if names := p.ServiceNames(); !slices.Equal(names, []string{"publish", "site"}) {
		t.Fatalf("services %v, want publish and site", names)
	}
	s, err := p.GetService("site")
	if err != nil {
		t.Fatal(err)
	}
	if s.Build == nil || s.Build.Dockerfile != "Dockerfile" || s.Build.Target != "server" {
		t.Errorf("the site is not the Dockerfile's server: %+v", s.Build)
	}
	if got := s.Environment["SITE_ADDRESS"]; got == nil || *got != "" {
		t.Errorf("SITE_ADDRESS defaults to %v, want empty: the binary's default, with its warning", got)
	}
	if got := s.Environment["STUDIO_TRUSTED_PROXIES"]; got != nil && *got != "" {
		t.Errorf("STUDIO_TRUSTED_PROXIES defaults to %q: no proxy may be trusted unless ops name it", *got)
	}
	if got := s.Environment["STUDIO_PUBLIC_HTTPS_PORT"]; got == nil || *got != "443" {
		t.Errorf("%s defaults to %v, want 443 (the site address as it is)", "STUDIO_PUBLIC_HTTPS_PORT", got)
	}

	// Certificates as Caddy gets them by default; metrics on the compose network only.
	for _, name := range []string{"STUDIO_ACME_CA", "STUDIO_ACME_CA_ROOT", "STUDIO_ACME_EMAIL"} {
		if got := s.Environment[name]; got == nil || *got != "" {
			t.Errorf("%s defaults to %v, want empty: Caddy's own CAs", name, got)
		}
	}
	if got := s.Environment["STUDIO_METRICS_ADDRESS"]; got == nil || *got != ":9180" {
		t.Errorf("%s defaults to %v, want :9180", "STUDIO_METRICS_ADDRESS", got)
	}
	expectPorts(t, s, "80:80/tcp", "443:443/tcp", "443:443/udp")

	mounts := map[string]string{}
	for _, v := range s.Volumes {
		mounts[v.Target] = v.Type + ":" + v.Source
	}
	if mounts["/data"] != "volume:caddy_data" || mounts["/config"] != "volume:caddy_config" || mounts["/srv/releases"] != "volume:releases" || mounts["/run/studio"] != "volume:admin" {
		t.Errorf("volumes %v: want named volumes for /data, /config, the releases and the admin socket", mounts)
	}
	if _, ok := p.Volumes["caddy_data"]; !ok {
		t.Error("volume caddy_data is not declared")
	}

	if s.StopGracePeriod == nil || time.Duration(*s.StopGracePeriod) <= caddyfileGracePeriod(t) {
		t.Errorf("stop_grace_period = %v, want longer than the Caddyfile's grace_period (%v), or a stop kills requests in flight", s.StopGracePeriod, caddyfileGracePeriod(t))
	}
	if s.Restart != "unless-stopped" {
		t.Errorf("restart = %q", s.Restart)
	}
	if !s.ReadOnly {
		t.Error("the root filesystem is writable")
	}
	if !slices.Contains(s.Tmpfs, "/tmp") {
		t.Errorf("tmpfs = %v, want /tmp", s.Tmpfs)
	}
	if !slices.Equal(s.CapDrop, []string{"ALL"}) || len(s.CapAdd) != 0 {
		t.Errorf("cap_drop %v cap_add %v: want every capability dropped", s.CapDrop, s.CapAdd)
	}
	if s.Sysctls["net.ipv4.ip_unprivileged_port_start"] != "0" {
		t.Errorf("sysctls %v: a non-root server needs ip_unprivileged_port_start=0 to bind 80 and 443", s.Sysctls)
	}
	if !slices.Contains(s.SecurityOpt, "no-new-privileges:true") {
		t.Errorf("security_opt = %v", s.SecurityOpt)
	}

	hc := s.HealthCheck
	if hc == nil || !slices.Equal([]string(hc.Test), []string{"CMD", "/usr/bin/studio", "healthcheck"}) {
		t.Fatalf("healthcheck = %+v", hc)
	}
	if hc.Interval == nil || time.Duration(*hc.Interval) != 30*time.Second {
		t.Errorf("healthcheck interval = %v", hc.Interval)
	}

	if s.Logging == nil || s.Logging.Options["max-size"] == "" || s.Logging.Options["max-file"] == "" {
		t.Errorf("logging %+v: want rotation options", s.Logging)
	}
}

func TestComposeTakesSiteAddressPortsAndTrustedProxiesFromTheEnvironment(t *testing.T) {
	p := loadCompose(t, "SITE_ADDRESS=studio.example.com", "HTTPS_PORT=8443", "HTTP_PORT=8080", "STUDIO_TRUSTED_PROXIES=10.0.0.0/8 private_ranges")
	s, _ := p.GetService("site")
	if got := s.Environment["SITE_ADDRESS"]; got == nil || *got != "studio.example.com" {
		t.Errorf("SITE_ADDRESS = %v", got)
	}
	if got := s.Environment["STUDIO_TRUSTED_PROXIES"]; got == nil || *got != "10.0.0.0/8 private_ranges" {
		t.Errorf("STUDIO_TRUSTED_PROXIES = %v, want the operator's load balancer addresses passed on", got)
	}
	if got := s.Environment["STUDIO_PUBLIC_HTTPS_PORT"]; got == nil || *got != "8443" {
		t.Errorf("%s = %v, want HTTPS_PORT's 8443", "STUDIO_PUBLIC_HTTPS_PORT", got)
	}
	// HTTPS inside on the published port (the site listens there), HTTP on 80.
	expectPorts(t, s, "8080:80/tcp", "8443:8443/tcp", "8443:8443/udp")
}

// Behind something that forwards the public 443 to the host's HTTPS_PORT,
// visitors use 443: the site listens there inside, and its redirect names
// no port.
func TestComposeBehindAForwardedPortListensOnThePublicOne(t *testing.T) {
	s, _ := loadCompose(t, "HTTPS_PORT=8443", "STUDIO_PUBLIC_HTTPS_PORT"+"=443").GetService("site")
	if got := s.Environment["STUDIO_PUBLIC_HTTPS_PORT"]; got == nil || *got != "443" {
		t.Errorf("%s = %v, want the operator's 443", "STUDIO_PUBLIC_HTTPS_PORT", got)
	}
	expectPorts(t, s, "8443:443/tcp", "8443:443/udp")
}

// make container and make test-container need podman; without it they end
// at once with one line that says how to get it.
func TestContainerTargetsWithoutPodmanSayHowToInstallIt(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	dirname, err := exec.LookPath("dirname")
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir() // a PATH with what the scripts use before they look for podman
	if err := os.Symlink(dirname, filepath.Join(bin, "dirname")); err != nil {
		t.Fatal(err)
	}
	for _, script := range []string{"scripts/container-image.sh", "scripts/container-test.sh"} {
		cmd := exec.Command(bash, filepath.Join(repoRoot, script))
		cmd.Env = []string{"PATH=" + bin, "COMPOSE=docker-compose"}
		out, err := cmd.CombinedOutput()
		if code := cmd.ProcessState.ExitCode(); code != 1 {
			t.Errorf("%s without podman exits %d (%v), want 1", script, code, err)
		}
		if msg := strings.TrimSpace(string(out)); strings.Count(msg, "\n") != 0 || !strings.Contains(msg, "podman is not installed") || !strings.Contains(msg, "apt-get install podman runc") {
			t.Errorf("%s without podman says %q, want one line naming the install", script, msg)
		}
	}
}

// The publisher runs before the site, on the same releases and admin
// socket, and never stays: docker compose up makes this code's release,
// docker compose run publishes an export.
func TestComposeRunsThePublisherOnceBeforeTheSiteOnItsVolumes(t *testing.T) {
	p := loadCompose(t)
	publish, _ := p.GetService("publish")
	site, _ := p.GetService("site")
	if publish.Build == nil || publish.Build.Target != "publisher" {
		t.Errorf("the publish service is not the Dockerfile's publisher: %+v", publish.Build)
	}
	if dep, ok := site.DependsOn["publish"]; !ok || dep.Condition != types.ServiceConditionCompletedSuccessfully {
		t.Errorf("the site depends on %+v, want the publisher to have completed", site.DependsOn)
	}
	if publish.Restart != "no" {
		t.Errorf("the publisher restarts %q, want no: it makes a release and ends", publish.Restart)
	}
	mounts := map[string]string{}
	for _, v := range publish.Volumes {
		mounts[v.Target] = v.Source
	}
	if mounts["/srv/releases"] != "releases" || mounts["/run/studio"] != "admin" || len(mounts) != 2 {
		t.Errorf("the publisher mounts %v, want the releases and the admin socket alone", mounts)
	}
	if !slices.Equal(publish.CapDrop, []string{"ALL"}) || !slices.Contains(publish.SecurityOpt, "no-new-privileges:true") {
		t.Errorf("the publisher keeps capabilities %v, %v", publish.CapDrop, publish.SecurityOpt)
	}
}

// ops/site.sh deploy builds both images with compose, as ops do: the
// publisher stamped with the checkout's version, the server with the
// commit that last changed its own files (so a site change alone leaves
// the server's image as it was), then starts them (with no server
// running; TestRunningContainerDeploysNewSiteCodeWithoutRecreatingTheServer
// has one).
func TestDeployStampsEachImageWithItsVersion(t *testing.T) {
	log := filepath.Join(t.TempDir(), "compose.log")
	fake := filepath.Join(t.TempDir(), "compose")
	script := "#!/bin/sh\necho \"$VERSION|$SERVER_VERSION|$*\" >>" + log + "\n"
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(repoRoot, "ops", "site.sh"), "deploy")
	cmd.Env = append(os.Environ(), "COMPOSE="+fake)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ops/site.sh deploy: %v\n%s", err, out)
	}
	git := func(args ...string) string {
		out, err := exec.Command("git", append([]string{"-C", repoRoot}, args...)...).Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(out))
	}
	version := git("describe", "--tags", "--always", "--dirty")
	server := git("log", "-1", "--format=%h", "--", "cmd", "spa", "internal", "go.mod", "go.sum", "Caddyfile", "Dockerfile")
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	calls := strings.Split(strings.TrimSpace(string(data)), "\n")
	if want := []string{version + "|" + server + "|build", version + "|" + server + "|ps --quiet site", version + "|" + server + "|up --detach --no-build --wait"}; !slices.Equal(calls, want) {
		t.Fatalf("compose was called %q, want %q", calls, want)
	}
	p := loadCompose(t, "VERSION="+version, "SERVER_VERSION="+server)
	site, _ := p.GetService("site")
	publish, _ := p.GetService("publish")
	if site.Image != "chowk-studio-site:latest" || !slices.Contains(site.Build.Tags, "chowk-studio-site:"+server) {
		t.Errorf("compose builds %s tagged %v, want latest and the server's version %s", site.Image, site.Build.Tags, server)
	}
	if publish.Image != "chowk-studio-publisher:latest" || !slices.Contains(publish.Build.Tags, "chowk-studio-publisher:"+version) {
		t.Errorf("compose builds %s tagged %v, want latest and the version %s", publish.Image, publish.Build.Tags, version)
	}
}
