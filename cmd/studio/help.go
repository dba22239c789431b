package main

import "github.com/spf13/cobra"

// examples replaces the "Examples:" of `studio --help`, which stock Caddy
// hard-codes as `caddy run`, `caddy stop` and so on: a name ops cannot run
// in this container.
const examples = `  $ studio run --config Caddyfile
  $ studio reload --config Caddyfile
  $ studio healthcheck
  $ studio precompress site/dist`

// ours holds the cobra commands of the studio's own subcommands, as Caddy
// builds them.
var ours []*cobra.Command

// setRootExamples is called from the CobraFunc of each of the studio's own
// commands. Caddy exposes no hook on its root command (only a long
// description), but it builds the root by adding each registered command in
// turn, right after that command's CobraFunc returns: so when the second of
// ours is built, the first already hangs from the root. With one command of
// our own this would do nothing; TestHelpNamesTheStudioBinaryAndItsCommands
// fails then.
func setRootExamples(cmd *cobra.Command) {
	ours = append(ours, cmd)
	for _, c := range ours {
		if c.HasParent() {
			c.Root().Example = examples
		}
	}
}
