package certwatch

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/caddyserver/caddy/v2"
)

// StatusPath is where Caddy's admin endpoint answers the health check
// with the certificates' status (cmd/studio/healthcheck.go).
const StatusPath = "/studio/certificates"

// Answer is the admin route's answer: when the process started, and each
// name's status; the names asked for (?name=) are among them.
type Answer struct {
	Started      time.Time `json:"started"`
	Certificates []Status  `json:"certificates"`
}

// adminRoutes serves StatusPath on Caddy's admin endpoint, which stays on
// the container's loopback.
type adminRoutes struct{}

// CaddyModule returns the module's ID and constructor.
func (adminRoutes) CaddyModule() caddy.ModuleInfo {
	return caddy.ModuleInfo{ID: "admin.api.certwatch", New: func() caddy.Module { return new(adminRoutes) }}
}

// Routes returns the status route.
func (adminRoutes) Routes() []caddy.AdminRoute {
	return []caddy.AdminRoute{{Pattern: StatusPath, Handler: caddy.AdminHandlerFunc(serveStatus)}}
}

func serveStatus(w http.ResponseWriter, r *http.Request) error {
	if r.Method != http.MethodGet {
		return caddy.APIError{HTTPStatus: http.StatusMethodNotAllowed}
	}
	w.Header().Set("Content-Type", "application/json")
	return json.NewEncoder(w).Encode(Answer{Started: started, Certificates: Report(time.Now(), r.URL.Query()["name"]...)})
}

// Interface guards
var _ caddy.AdminRouter = adminRoutes{}
