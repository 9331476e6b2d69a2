package bf

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/lang"
)

// TestInterrupt sends a signal to programs that never end, in the
// interpreter and in compiled loops of both backends: the run ends at
// the next backward jump with the shell's status for the signal and the
// output written so far. A compiled loop only notices through its poll
// (the loop has no other exit).
func TestInterrupt(t *testing.T) {
	progs := map[string]string{
		"one loop":    "++++++++[>++++++<-]>.+[>+<]",
		"inner loops": "++++++++[>++++++<-]>.+[>+[>+<-]<]",
	}
	modes := map[string]string{"interp": "", "native": eager + ",backend=native", "exec": eager + ",backend=exec"}
	sigs := map[string]lang.Signal{"SIGINT": lang.SigInt, "SIGTERM": lang.SigTerm}
	for name, src := range progs {
		for mode, params := range modes {
			for signame, sig := range sigs {
				status := map[lang.Signal]int{lang.SigInt: lang.ExitInterrupted, lang.SigTerm: lang.ExitTerminated}[sig]
				t.Run(name+"/"+mode+"/"+signame, func(t *testing.T) {
					var out bytes.Buffer
					prog, err := Parse("t.b", []byte(src))
					if err != nil {
						t.Fatal(err)
					}
					// Closed once the run ended: one that does not
					// end runs on, but the test fails.
					m, err := NewMachine(Compile("t.b", prog), Config{}, strings.NewReader(""), &out)
					if err != nil {
						t.Fatal(err)
					}
					opts := jitOrOff(t, params)
					if err := m.EnableJIT(opts); err != nil {
						t.Fatal(err)
					}
					done := make(chan error)
					go func() { done <- m.Run() }()
					time.Sleep(50 * time.Millisecond)
					m.Interrupt(sig)
					select {
					case err := <-done:
						defer m.Close()
						if got := lang.ExitStatus(err); got != status || out.String() != "0" {
							t.Errorf("ended with %v (status %d) and output %q, want status %d and %q", err, got, out.String(), status, "0")
						}
					case <-time.After(10 * time.Second):
						t.Fatal("the run did not stop")
					}
					if st := m.JITStats(); params != "" && (st.Loops == 0 || st.Entries == 0) {
						t.Errorf("no compiled loop ran: %+v", st)
					}
				})
			}
		}
	}
}
