// Package testhttp holds the HTTP client helper the server's tests share.
package testhttp

import (
	"io"
	"net/http"
	"testing"
)

// Send makes one request with the given header name/value pairs and
// returns the response with its whole body (a name given twice is sent as
// two field lines). It fails the test on any transport error.
func Send(t testing.TB, client *http.Client, method, url string, headers ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}
