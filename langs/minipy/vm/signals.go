package vm

import (
	"sync/atomic"
	"time"

	"github.com/microjit/microjit/jitcore/lang"
)

// signals are the signals a VM was sent (Interrupt) and not yet taken: a
// safe point takes them, so a program sees Ctrl-C between two of its
// instructions, and time.sleep wakes up for them.
type signals struct {
	pending atomic.Uint32 // a lang.Signal, or 0
	wake    chan struct{} // has a value when one is pending
}

func newSignals() signals { return signals{wake: make(chan struct{}, 1)} }

// Interrupt sends the VM sig (lang.InterruptibleMachine): SigInt raises
// KeyboardInterrupt at the program's next safe point, SigTerm ends the
// run there. It may be called from any goroutine.
func (vm *VM) Interrupt(sig lang.Signal) {
	vm.sig.pending.Store(uint32(sig))
	if vm.jit != nil {
		vm.jit.signalled(true) // compiled loops stop
	}
	select {
	case vm.sig.wake <- struct{}{}:
	default:
	}
}

// takeSignal raises the pending signal, if any.
func (vm *VM) takeSignal() error {
	if vm.jit != nil {
		vm.jit.signalled(false)
	}
	switch lang.Signal(vm.sig.pending.Swap(0)) {
	case lang.SigInt:
		return vm.raiseValue(vm.newException(vm.types.KeyboardInterrupt, nil))
	case lang.SigTerm:
		return &lang.Terminated{}
	}
	return nil
}

// sleep is time.sleep: it waits d, or until a signal comes.
func (vm *VM) sleep(d time.Duration) error {
	if vm.sig.pending.Load() != 0 {
		return vm.takeSignal()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			return nil
		case <-vm.sig.wake:
			// (a wake-up whose signal a safe point took is stale)
			if vm.sig.pending.Load() != 0 {
				return vm.takeSignal()
			}
		}
	}
}

// Sleep is time.sleep's wait: d, or less when a signal comes (the
// program then sees it, as Ctrl-C during time.sleep is KeyboardInterrupt).
func (vm *VM) Sleep(d time.Duration) error { return vm.sleep(d) }
