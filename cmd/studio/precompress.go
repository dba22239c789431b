package main

import (
	"fmt"

	caddycmd "github.com/caddyserver/caddy/v2/cmd"
	"github.com/spf13/cobra"

	"github.com/chowkstudio/studio/internal/precompress"
)

// `studio precompress site/dist` writes brotli, zstd and gzip copies of the
// build's text files once, at build time, so the server never compresses
// them per request. `make build` and the Dockerfile run it after `vite build`.
func init() {
	caddycmd.RegisterCommand(caddycmd.Command{
		Name:  "precompress",
		Usage: "<build directory>",
		Short: "Writes .br, .zst and .gz copies of a build's compressible files",
		CobraFunc: func(cmd *cobra.Command) {
			setRootExamples(cmd)
			cmd.Args = cobra.ExactArgs(1)
			cmd.RunE = func(_ *cobra.Command, args []string) error {
				st, err := precompress.Dir(args[0])
				if err != nil {
					return err
				}
				saved := 0.0
				if st.Bytes > 0 {
					saved = 100 * (1 - float64(st.Compressed)/float64(st.Bytes))
				}
				fmt.Printf("precompressed %d files (%d copies, %d old copies removed): %d bytes, %d with the best encoding (%.0f%% smaller)\n", st.Files, st.Copies, st.Removed, st.Bytes, st.Compressed, saved)
				return nil
			}
		},
	})
}
