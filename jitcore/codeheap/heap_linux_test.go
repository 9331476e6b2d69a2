//go:build linux

package codeheap

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"
)

const testBudget = 1 << 20

func newTestHeap(t *testing.T, cfg Config) *Heap {
	t.Helper()
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := h.Close(); err != nil && !errors.Is(err, ErrClosed) {
			t.Error(err)
		}
	})
	return h
}

func TestAllocAlignsAndFillsWithInt3(t *testing.T) {
	for _, align := range []int{16, 32, 64} {
		h := newTestHeap(t, Config{Budget: testBudget, Align: align})
		for _, size := range []int{1, align - 1, align, align + 1, 1000} {
			b, err := h.Alloc(size)
			if err != nil {
				t.Fatal(err)
			}
			if b.Addr%uintptr(align) != 0 || b.Size%align != 0 || b.Size < size {
				t.Errorf("align %d: Alloc(%d) = %+v, misaligned or short", align, size, b)
			}
			got, err := h.Read(b)
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range got {
				if c != fillByte {
					t.Fatalf("byte %d of a fresh block is %#x, want INT3", i, c)
				}
			}
		}
	}
}

func TestWriteRead(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget})
	b, err := h.Alloc(8)
	if err != nil {
		t.Fatal(err)
	}
	code := []byte{0x48, 0x31, 0xC0, 0xC3} // xor rax, rax; ret
	if err := h.Write(b, code); err != nil {
		t.Fatal(err)
	}
	got, err := h.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if string(got[:len(code)]) != string(code) || got[len(code)] != fillByte {
		t.Fatalf("read back % x", got)
	}
	if err := h.Write(b, make([]byte, b.Size+1)); err == nil {
		t.Error("Write of more bytes than the block holds succeeded")
	}
	if err := h.Write(Block{Addr: b.Addr + 32, Size: 32}, code); err == nil {
		t.Error("Write to a block that was never allocated succeeded")
	}
	if err := h.Free(b); err != nil {
		t.Fatal(err)
	}
	if err := h.Write(b, code); err == nil {
		t.Error("Write to a freed block succeeded")
	}
	if err := h.Free(b); err == nil {
		t.Error("double Free succeeded")
	}
}

func TestFreeReusesAndFillsWithInt3(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget, Align: 16})
	a, _ := h.Alloc(64)
	b, _ := h.Alloc(64)
	c, _ := h.Alloc(64)
	if err := h.Write(b, []byte{0x90, 0x90, 0xC3}); err != nil {
		t.Fatal(err)
	}
	if err := h.Free(b); err != nil {
		t.Fatal(err)
	}
	b2, err := h.Alloc(48)
	if err != nil {
		t.Fatal(err)
	}
	if b2.Addr != b.Addr {
		t.Errorf("freed block at %#x not reused, got %#x", b.Addr, b2.Addr)
	}
	for _, blk := range []Block{b, c, b2} {
		if want := a.Offset + int(blk.Addr-a.Addr); blk.Offset != want {
			t.Errorf("block at %#x has file offset %d, want %d", blk.Addr, blk.Offset, want)
		}
	}
	if got, _ := h.Read(b2); got[0] != fillByte {
		t.Errorf("reused block starts with %#x, want INT3", got[0])
	}
	// Freeing a and c and b2 merges everything and gives it back to the
	// bump pointer: a block of all three sizes fits at the start again.
	for _, blk := range []Block{a, c, b2} {
		if err := h.Free(blk); err != nil {
			t.Fatal(err)
		}
	}
	if s := h.Stats(); s.InUse != 0 || s.Blocks != 0 {
		t.Errorf("stats after freeing everything: %+v", s)
	}
	big, err := h.Alloc(192)
	if err != nil {
		t.Fatal(err)
	}
	if big.Addr != a.Addr {
		t.Errorf("coalesced space not reused: got %#x, want %#x", big.Addr, a.Addr)
	}
}

func TestBudget(t *testing.T) {
	const budget = 4096
	h := newTestHeap(t, Config{Budget: budget, Align: 16, ChunkSize: 4096})
	var blocks []Block
	for {
		b, err := h.Alloc(1000)
		if errors.Is(err, ErrBudget) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		blocks = append(blocks, b)
	}
	if len(blocks) != budget/1008 {
		t.Errorf("%d blocks of 1008 bytes fit in %d, want %d", len(blocks), budget, budget/1008)
	}
	if _, err := h.Alloc(budget + 1); !errors.Is(err, ErrBudget) {
		t.Errorf("Alloc beyond the whole budget: %v, want ErrBudget", err)
	}
	if err := h.Free(blocks[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Alloc(1000); err != nil {
		t.Errorf("Alloc after Free: %v", err)
	}
	if _, err := New(Config{Budget: MaxBudget + 1}); err == nil {
		t.Error("New accepted a budget beyond rel32 reach")
	}
}

func TestGrowsByChunks(t *testing.T) {
	const chunk = 64 << 10
	h := newTestHeap(t, Config{Budget: 16 * chunk, ChunkSize: chunk})
	if m := h.Stats().Mapped; m != 0 {
		t.Fatalf("fresh heap maps %d bytes, want 0", m)
	}
	var last Block
	for i := range 5 {
		b, err := h.Alloc(chunk / 2)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && b.Addr != last.Addr+uintptr(last.Size) {
			t.Errorf("block %d at %#x, want contiguous %#x", i, b.Addr, last.Addr+uintptr(last.Size))
		}
		last = b
		// Write the last byte: it must be committed.
		code := make([]byte, b.Size)
		code[len(code)-1] = 0xC3
		if err := h.Write(b, code); err != nil {
			t.Fatal(err)
		}
	}
	s := h.Stats()
	if want := 3 * chunk; s.Mapped != want {
		t.Errorf("Mapped = %d after 2.5 chunks, want %d", s.Mapped, want)
	}
	if s.InUse != 5*chunk/2 || s.Blocks != 5 || s.Budget != 16*chunk {
		t.Errorf("Stats = %+v", s)
	}
}

// TestViewsAreWXorX reads /proc/self/maps: every mapping of the memfd is
// either rw- or r-x, never both writable and executable, and the RX block
// address and its RW twin are in mappings of those kinds.
func TestViewsAreWXorX(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget})
	b, err := h.Alloc(100)
	if err != nil {
		t.Fatal(err)
	}
	rw, err := h.RW(b.Addr)
	if err != nil {
		t.Fatal(err)
	}
	if rx, err := h.RX(rw); err != nil || rx != b.Addr {
		t.Fatalf("RX(RW(%#x)) = %#x, %v", b.Addr, rx, err)
	}
	if rw == b.Addr {
		t.Fatal("RW and RX addresses are equal")
	}
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var found []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if !strings.Contains(line, memfdName) {
			continue
		}
		var lo, hi uintptr
		var perms string
		if _, err := fmt.Sscanf(line, "%x-%x %s", &lo, &hi, &perms); err != nil {
			t.Fatalf("parsing %q: %v", line, err)
		}
		if strings.Contains(perms, "w") && strings.Contains(perms, "x") {
			t.Errorf("writable and executable mapping: %s", line)
		}
		if b.Addr >= lo && b.Addr < hi {
			found = append(found, "rx:"+perms)
		}
		if rw >= lo && rw < hi {
			found = append(found, "rw:"+perms)
		}
	}
	sort.Strings(found)
	if strings.Join(found, " ") != "rw:rw-s rx:r-xs" {
		t.Errorf("mappings of the block: %v, want [rw:rw-s rx:r-xs]", found)
	}
}

func TestTranslateRejectsForeignAddresses(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget, ChunkSize: 4096})
	b, _ := h.Alloc(16)
	rw, _ := h.RW(b.Addr)
	for _, a := range []uintptr{0, b.Addr - 1, b.Addr + 4096} {
		if _, err := h.RW(a); err == nil {
			t.Errorf("RW(%#x) succeeded outside the committed heap", a)
		}
	}
	if _, err := h.RX(rw + 4096); err == nil {
		t.Error("RX succeeded outside the committed heap")
	}
}

func TestPatchRel32(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget, Align: 16})
	b, _ := h.Alloc(64)
	// 0: nop; nop; nop          (pads the rel32 field to offset 4)
	// 3: jmp rel32 (E9 00000000)
	code := []byte{0x90, 0x90, 0x90, 0xE9, 0, 0, 0, 0}
	if err := h.Write(b, code); err != nil {
		t.Fatal(err)
	}
	field := b.Addr + 4
	for _, target := range []uintptr{b.Addr, b.Addr + 40, field + 4} {
		if err := h.PatchRel32(field, target); err != nil {
			t.Fatal(err)
		}
		got, _ := h.Read(b)
		disp := int32(uint32(got[4]) | uint32(got[5])<<8 | uint32(got[6])<<16 | uint32(got[7])<<24)
		if uintptr(int64(field)+4+int64(disp)) != target {
			t.Errorf("patched displacement %d does not reach %#x", disp, target)
		}
	}
	if err := h.PatchRel32(field+1, b.Addr); err == nil {
		t.Error("misaligned field accepted")
	}
	if err := h.PatchRel32(field, field+4+1<<31); err == nil {
		t.Error("target beyond +2 GiB accepted")
	}
	if err := h.PatchRel32(field, field+4-1<<31-1); err == nil {
		t.Error("target beyond -2 GiB accepted")
	}
	if err := h.PatchRel32(b.Addr+uintptr(b.Size), b.Addr); err == nil {
		t.Error("field beyond the allocated code accepted")
	}
}

func TestClosed(t *testing.T) {
	h := newTestHeap(t, Config{Budget: testBudget})
	b, _ := h.Alloc(16)
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := h.Alloc(16); !errors.Is(err, ErrClosed) {
		t.Errorf("Alloc after Close: %v", err)
	}
	if err := h.Write(b, []byte{0xC3}); !errors.Is(err, ErrClosed) {
		t.Errorf("Write after Close: %v", err)
	}
	if err := h.PatchRel32(b.Addr, b.Addr); !errors.Is(err, ErrClosed) {
		t.Errorf("PatchRel32 after Close: %v", err)
	}
}

// TestRandomAllocFree checks, over random traffic, that live blocks never
// overlap, stay inside the budget, and that the stats add up.
func TestRandomAllocFree(t *testing.T) {
	const budget = 256 << 10
	h := newTestHeap(t, Config{Budget: budget, Align: 32, ChunkSize: 16 << 10})
	rng := rand.New(rand.NewPCG(1, 2))
	var live []Block
	budgetErrs := 0
	for range 20000 {
		if len(live) > 0 && rng.IntN(3) == 0 {
			i := rng.IntN(len(live))
			if err := h.Free(live[i]); err != nil {
				t.Fatal(err)
			}
			live[i] = live[len(live)-1]
			live = live[:len(live)-1]
			continue
		}
		b, err := h.Alloc(1 + rng.IntN(4000))
		if errors.Is(err, ErrBudget) {
			budgetErrs++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		live = append(live, b)
	}
	sorted := append([]Block(nil), live...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Addr < sorted[j].Addr })
	inUse := 0
	for i, b := range sorted {
		inUse += b.Size
		if i > 0 && sorted[i-1].Addr+uintptr(sorted[i-1].Size) > b.Addr {
			t.Fatalf("blocks overlap: %+v and %+v", sorted[i-1], b)
		}
	}
	if len(sorted) > 0 && sorted[len(sorted)-1].Addr+uintptr(sorted[len(sorted)-1].Size)-sorted[0].Addr > budget {
		t.Fatal("blocks span more than the budget")
	}
	s := h.Stats()
	if s.InUse != inUse || s.Blocks != len(live) || s.Mapped > budget {
		t.Fatalf("Stats = %+v, want InUse %d Blocks %d", s, inUse, len(live))
	}
	if budgetErrs == 0 {
		t.Error("random traffic never hit the budget; the test is too gentle")
	}
}
