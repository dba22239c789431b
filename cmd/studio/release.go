package main

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/caddyserver/caddy/v2"
	caddycmd "github.com/caddyserver/caddy/v2/cmd"
	"github.com/spf13/cobra"

	"github.com/chowkstudio/studio/internal/release"
)

// `studio release` keeps the site's releases (internal/release) and
// switches the running server between them with Caddy's graceful config
// load: in-flight requests finish on the release they started on.
//
//	studio release add <built site> [--switch]   a new release (then the store pruned: release.Keep)
//	studio release list                          id, when, code version, content; * marks the live one
//	studio release switch <id>                   go live with a kept release (a rollback)
//	studio release backup > file, restore < file  the store as a tar stream, into an empty store
//
// The store is STUDIO_RELEASES (or --store); the server is asked through
// its admin endpoint, STUDIO_ADMIN (or --admin).
func init() {
	caddycmd.RegisterCommand(caddycmd.Command{
		Name:  "release",
		Usage: "add <dir> [--switch] | list | switch <id> | backup | restore",
		Short: "Adds, lists and switches the site's releases",
		CobraFunc: func(cmd *cobra.Command) {
			setRootExamples(cmd)
			store := cmd.PersistentFlags().String("store", os.Getenv("STUDIO_RELEASES"), "the release store (STUDIO_RELEASES)")
			admin := cmd.PersistentFlags().String("admin", cmp.Or(os.Getenv("STUDIO_ADMIN"), "localhost:2019"), "the server's admin endpoint, to reload it (STUDIO_ADMIN)")
			s := func() (release.Store, error) {
				if *store == "" {
					return release.Store{}, fmt.Errorf("no release store: set STUDIO_RELEASES or --store")
				}
				return release.Store{Dir: *store}, nil
			}
			add := &cobra.Command{Use: "add <built site>", Short: "Adds a built site as a release", Args: cobra.ExactArgs(1)}
			version := add.Flags().String("version", os.Getenv("VERSION"), "the site code's version")
			content := add.Flags().String("content", "", "what content it was built from, in a few words")
			contentDir := add.Flags().String("content-dir", "", "the content's folder, kept with the release")
			andSwitch := add.Flags().Bool("switch", false, "switch to it")
			ifNew := add.Flags().Bool("switch-if-new", false, "switch to it if the store did not hold it, or none is live (a deploy: a rollback stays)")
			add.RunE = func(_ *cobra.Command, args []string) error {
				store, err := s()
				if err != nil {
					return err
				}
				info, added, err := store.Add(args[0], *contentDir, release.Info{Version: cmp.Or(*version, "dev"), Content: *content}, time.Now())
				if err != nil {
					return err
				}
				if added {
					fmt.Printf("release %s: %d files, %d bytes\n", info.ID, info.Files, info.Bytes)
				} else {
					fmt.Printf("release %s: the store holds this site already\n", info.ID)
				}
				live, err := store.Current()
				if err != nil {
					return err
				}
				if *andSwitch || (*ifNew && (added || live == "")) {
					if err := switchTo(store, info.ID, *admin); err != nil {
						return err
					}
				}
				removed, err := store.Prune(time.Now())
				for _, id := range removed {
					fmt.Printf("removed release %s\n", id)
				}
				return err
			}
			list := &cobra.Command{Use: "list", Short: "Lists the kept releases, newest first", Args: cobra.NoArgs}
			list.RunE = func(*cobra.Command, []string) error {
				store, err := s()
				if err != nil {
					return err
				}
				return listReleases(store, os.Stdout)
			}
			sw := &cobra.Command{Use: "switch <id>", Short: "Makes a kept release the live one", Args: cobra.ExactArgs(1)}
			sw.RunE = func(_ *cobra.Command, args []string) error {
				store, err := s()
				if err != nil {
					return err
				}
				return switchTo(store, args[0], *admin)
			}
			backup := &cobra.Command{Use: "backup", Short: "Writes the store, every release and which is live, as a tar stream to standard output", Args: cobra.NoArgs}
			backup.RunE = func(*cobra.Command, []string) error {
				store, err := s()
				if err != nil {
					return err
				}
				return store.Backup(os.Stdout)
			}
			restore := &cobra.Command{Use: "restore", Short: "Reads a backup from standard input into an empty store", Args: cobra.NoArgs}
			restore.RunE = func(*cobra.Command, []string) error {
				store, err := s()
				if err != nil {
					return err
				}
				if err := store.Restore(os.Stdin); err != nil {
					return err
				}
				return listReleases(store, os.Stdout)
			}
			cmd.AddCommand(add, list, sw, backup, restore)
		},
	})
}

func listReleases(store release.Store, out io.Writer) error {
	list, err := store.List()
	if err != nil {
		return err
	}
	live, err := store.Current()
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "\tRELEASE\tCREATED\tVERSION\tCONTENT\tFILES")
	for _, r := range list {
		mark := ""
		if r.ID == live {
			mark = "*"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%d\n", mark, r.ID, r.Created.Local().Format(time.DateTime), r.Version, r.Content, r.Files)
	}
	return w.Flush()
}

// switchTo makes id live in the store, then has the server load its
// config again, which reads the release the link now names.
func switchTo(store release.Store, id, admin string) error {
	started := time.Now()
	if err := store.Switch(id); err != nil {
		return err
	}
	if !adminListens(admin) {
		fmt.Printf("release %s is live; no server answers at %s, and one started now serves it\n", id, admin)
		return nil
	}
	if err := reloadServer(admin); err != nil {
		return fmt.Errorf("release %s is live in the store, but the server did not load it: %w", id, err)
	}
	fmt.Printf("switched to release %s in %d ms\n", id, time.Since(started).Milliseconds())
	return nil
}

// adminListens reports whether something accepts connections at the admin address.
func adminListens(admin string) bool {
	addr, err := caddy.ParseNetworkAddress(admin)
	if err != nil {
		return false
	}
	host, _, _ := strings.Cut(addr.Host, "|") // a socket's permission bits
	if !addr.IsUnixNetwork() {
		host = addr.JoinHostPort(0)
	}
	conn, err := net.DialTimeout(addr.Network, host, 2*time.Second)
	if err == nil {
		conn.Close()
	}
	return err == nil
}

// reloadServer loads the server's running config again, forced: Caddy
// starts the new one (provisioning the spa module reads the release),
// then stops the old one gracefully.
func reloadServer(admin string) error {
	resp, err := caddycmd.AdminAPIRequest(admin, http.MethodGet, "/config/", nil, nil)
	if err != nil {
		return err
	}
	config, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		return fmt.Errorf("reading the running config: %d %s %v", resp.StatusCode, config, err)
	}
	headers := http.Header{"Content-Type": {"application/json"}, "Cache-Control": {"must-revalidate"}}
	resp, err = caddycmd.AdminAPIRequest(admin, http.MethodPost, "/load", headers, bytes.NewReader(config))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("loading it: %d %s", resp.StatusCode, body)
	}
	return nil
}

// applyReleaseStore serves the live release of the store STUDIO_RELEASES
// names, when it is set: SITE_ROOT becomes its link to the live release,
// and the spa module is told where the kept releases are (STUDIO_SPA_RELEASES,
// which the Caddyfile expands in its spa block).
func applyReleaseStore(getenv func(string) string, setenv func(string, string) error) error {
	dir := getenv("STUDIO_RELEASES")
	if dir == "" {
		return nil
	}
	store := release.Store{Dir: dir}
	for name, value := range map[string]string{
		"SITE_ROOT":           store.Root(),
		"STUDIO_SPA_RELEASES": "releases " + filepath.Join(dir, "releases"),
	} {
		if err := setenv(name, value); err != nil {
			return err
		}
	}
	return nil
}

// noLiveRelease says why a server cannot start on the release store
// STUDIO_RELEASES names, or "": it has no live release yet.
func noLiveRelease(getenv func(string) string) string {
	dir := getenv("STUDIO_RELEASES")
	if dir == "" {
		return ""
	}
	if live, err := (release.Store{Dir: dir}).Current(); err != nil || live == "" {
		return fmt.Sprintf("the release store %s has no live release yet: the publisher makes the first (docker compose up runs it; make run on a checkout)", dir)
	}
	return ""
}
