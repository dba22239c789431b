// Command photofixture stands in for the stock-photo host when a browser
// test runs outside Playwright (Lighthouse): an HTTPS server with a
// throwaway self-signed certificate that answers every path with a JPEG of
// the width the URL asks for (w=…, 3:2 unless h=… is given), so image sizes
// and byte counts are like the real host's. The browser is pointed at it
// with --host-resolver-rules and told to accept its certificate.
//
//	go run ./tools/photofixture -addr 127.0.0.1:0   # prints "listening on 127.0.0.1:PORT"
package main

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"log"
	"math/big"
	mrand "math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	flag.Parse()

	cert, err := selfSigned("images.unsplash.com")
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("listening on %s\n", ln.Addr())
	srv := &http.Server{
		Handler:           http.HandlerFunc(servePhoto),
		TLSConfig:         &tls.Config{Certificates: []tls.Certificate{cert}},
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ServeTLS(ln, "", ""))
}

var (
	mu    sync.Mutex
	cache = map[[2]int][]byte{}
)

func servePhoto(w http.ResponseWriter, r *http.Request) {
	width := param(r, "w", 1200)
	height := param(r, "h", width*2/3)
	body := photo(width, height)
	w.Header().Set("Content-Type", "image/jpeg")
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("Access-Control-Allow-Origin", "*")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// param reads a positive size from the query, bounded like the real host's.
func param(r *http.Request, name string, def int) int {
	n, err := strconv.Atoi(r.URL.Query().Get(name))
	if err != nil || n <= 0 {
		return def
	}
	return min(n, 4000)
}

// photo is a JPEG (quality 75, like the site's q=75 URLs) of soft colour
// fields with grain: it compresses about as a photograph does, where a flat
// colour would make every byte count meaningless.
func photo(width, height int) []byte {
	mu.Lock()
	defer mu.Unlock()
	if b, ok := cache[[2]int{width, height}]; ok {
		return b
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	rng := mrand.New(mrand.NewPCG(uint64(width), uint64(height)))
	for y := range height {
		for x := range width {
			grain := rng.IntN(16) - 8
			img.Set(x, y, color.RGBA{
				R: clamp(200 - 120*x/width + grain),
				G: clamp(170 - 60*y/height + grain),
				B: clamp(120 + 80*(x+y)/(width+height) + grain),
				A: 255,
			})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 75}); err != nil {
		panic(err)
	}
	cache[[2]int{width, height}] = buf.Bytes()
	return buf.Bytes()
}

func clamp(v int) uint8 { return uint8(max(0, min(255, v))) }

func selfSigned(host string) (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: host},
		DNSNames:     []string{host},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}
