package compile

import "github.com/microjit/microjit/langs/minipy/syntax"

// fblock is a block that return, break and continue must leave in
// order, undoing what entering it did (CPython's fblockinfo).
type fblock struct {
	kind      fblockKind
	top, exit label         // loops: where continue and break go
	handler   *handler      // the handler the block put in force
	inner     *handler      // handlerCleanup with a name: the handler clearing it
	name      string        // handlerCleanup: the except clause's name
	body      []syntax.Stmt // finallyTry: the finally body, compiled again on the way out
}

type fblockKind uint8

const (
	whileLoop fblockKind = iota
	forLoop
	tryExcept
	finallyTry
	finallyEnd
	withBlock
	handlerCleanup
	popValue
)

// maxBlocks is CPython's CO_MAXBLOCKS, the deepest nesting of loops,
// try and with statements in one function.
const maxBlocks = 20

// pushBlock enters b; the statement being compiled is what a
// too-deep nesting is reported at.
func (c *compiler) pushBlock(b *fblock) {
	if len(c.u.fblocks) >= maxBlocks {
		c.fail(c.u.stmt, SyntaxErrorType, "too many statically nested blocks")
	}
	c.u.fblocks = append(c.u.fblocks, b)
}

func (c *compiler) popBlock() { c.u.fblocks = c.u.fblocks[:len(c.u.fblocks)-1] }

// popHandlerExpect ends h's range; h must be the innermost handler.
func (c *compiler) popHandlerExpect(h *handler) {
	hs := c.u.handlers
	if len(hs) == 0 || hs[len(hs)-1] != h {
		c.internal(c.u, "exception handlers out of order")
	}
	c.popHandler()
}

// unwindBlocks emits the code that leaves the blocks around the
// current point, innermost first, up to the nearest loop when toLoop
// is set (which it returns, not unwound). preserveTOS keeps the value
// on top of the stack (a return value) in place. The caller emits its
// jump or return and then calls restore, which puts the blocks and
// handlers back in force for the code that follows.
func (c *compiler) unwindBlocks(preserveTOS, toLoop bool) (loop *fblock, restore func()) {
	u := c.u
	savedBlocks := append([]*fblock(nil), u.fblocks...)
	savedHandlers := append([]*handler(nil), u.handlers...)
	restore = func() {
		u.fblocks = savedBlocks
		u.handlers = savedHandlers
	}
	for len(u.fblocks) > 0 {
		b := u.fblocks[len(u.fblocks)-1]
		if toLoop && (b.kind == whileLoop || b.kind == forLoop) {
			return b, restore
		}
		c.popBlock()
		c.unwind(b, preserveTOS)
	}
	return nil, restore
}

// unwind emits the exit code of one block.
func (c *compiler) unwind(b *fblock, preserveTOS bool) {
	swap := func() {
		if preserveTOS {
			c.emit(SWAP, 2)
		}
	}
	switch b.kind {
	case whileLoop:
	case forLoop, popValue:
		swap()
		c.emit(POP_TOP, 0)
	case tryExcept:
		c.popHandlerExpect(b.handler)
	case finallyTry:
		c.popHandlerExpect(b.handler)
		if preserveTOS {
			c.pushBlock(&fblock{kind: popValue})
		}
		for _, s := range b.body {
			c.stmt(s)
		}
		if preserveTOS {
			c.popBlock()
		}
	case finallyEnd:
		swap()
		c.emit(POP_TOP, 0) // the exception
		swap()
		c.popHandlerExpect(b.handler)
		c.emit(POP_EXCEPT, 0)
	case withBlock:
		c.popHandlerExpect(b.handler)
		swap()
		c.callExitWithNones()
		c.emit(POP_TOP, 0)
	case handlerCleanup:
		if b.inner != nil {
			c.popHandlerExpect(b.inner)
		}
		swap()
		c.popHandlerExpect(b.handler)
		c.emit(POP_EXCEPT, 0)
		if b.inner != nil {
			c.clearName(b.name)
		}
	}
}
