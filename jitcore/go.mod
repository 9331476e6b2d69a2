module github.com/microjit/microjit/jitcore

go 1.26.8

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/arch v0.32.0
	golang.org/x/sys v0.49.0
)

require github.com/alecthomas/participle/v2 v2.1.4
