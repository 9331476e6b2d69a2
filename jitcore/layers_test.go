package jitcore

import (
	"testing"

	"github.com/microjit/microjit/jitcore/jittest"
)

// TestFilesLayered checks that the root's files build on each other
// without cycles (issue 36: one owner per concern, no upward arrows).
func TestFilesLayered(t *testing.T) { jittest.Layered(t, ".") }
