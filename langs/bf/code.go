package bf

import "github.com/alecthomas/participle/v2/lexer"

// expander turns the parsed items into the syntax tree. A program has a
// node per run of commands (hanoi.b: about 20k), so nodes, loops and
// loop bodies come from slabs, and each run's text is a substring of one
// copy of the source: allocations per node were most of Parse's garbage.
type expander struct {
	src   []byte
	text  string // src as a string, shared by every node's Cmd
	slab  []Node
	loops []Loop
	ptrs  []*Node // room for loop bodies
	// open holds the nodes of the shallow loops being read, innermost
	// last; a loop's body is copied out of it when the loop closes.
	open []*Node
	// count is the number of nodes made.
	count int
}

// Slab sizes: how many nodes, loops and body slots one allocation holds.
const (
	slabNodes = 256
	slabLoops = 64
	slabPtrs  = 1024
)

func newExpander(src []byte) *expander {
	return &expander{src: src, text: string(src)}
}

// fromSlab copies vs into the current slab, which it replaces by a new
// one of at least size elements when they do not fit, and returns the
// copy, capped so that appends to it cannot reach its neighbours.
func fromSlab[T any](slab *[]T, size int, vs ...T) []T {
	n := len(vs)
	if len(*slab)+n > cap(*slab) {
		*slab = make([]T, 0, max(size, n))
	}
	k := len(*slab)
	*slab = append(*slab, vs...)
	return (*slab)[k : k+n : k+n]
}

// node returns a new node from the current slab.
func (e *expander) node(n Node) *Node {
	e.count++
	return &fromSlab(&e.slab, slabNodes, n)[0]
}

// loop returns a new loop from the current slab.
func (e *expander) loop(l Loop) *Loop { return &fromSlab(&e.loops, slabLoops, l)[0] }

// body returns a copy of nodes from the current slab of body slots (nil
// for none, as an empty loop's body is).
func (e *expander) body(nodes []*Node) []*Node {
	if len(nodes) == 0 {
		return nil
	}
	return fromSlab(&e.ptrs, slabPtrs, nodes...)
}

// expand is the nodes of the parsed items: each Code token becomes its
// runs, I/O commands and shallow loops, with the positions they have in
// the source.
func (e *expander) expand(items []*item) []*Node {
	nodes := make([]*Node, 0, len(items))
	for _, it := range items {
		if l := it.Loop; l != nil {
			nodes = append(nodes, e.node(Node{Pos: l.Pos, Loop: e.loop(Loop{Pos: l.Pos, Body: e.expand(l.Body), Close: l.Close})}))
			continue
		}
		nodes = e.expandCode(nodes, it.Code.Pos, it.Code.Pos.Offset+len(it.Code.Value))
	}
	return nodes
}

// expandCode appends to nodes those of the Code token at pos, which ends
// at byte offset end of the source. The lexer guarantees its shape:
// commands, comments and whole loops nested less than codeHeight deep.
func (e *expander) expandCode(nodes []*Node, pos lexer.Position, end int) []*Node {
	src := e.src
	var open [codeHeight]*Loop // the loops being read, outermost first (a shallow loop nests codeHeight deep at most)
	var first [codeHeight]int  // where each one's body starts in e.open
	depth := 0
	add := func(n *Node) {
		if depth > 0 {
			e.open = append(e.open, n)
		} else {
			nodes = append(nodes, n)
		}
	}
	for i := pos.Offset; i < end; {
		pos = positionAt(src, pos, i)
		p, c := pos, src[i]
		switch c {
		case '[':
			open[depth], first[depth] = e.loop(Loop{Pos: p}), len(e.open)
			depth++
			i++
		case ']':
			depth--
			loop := open[depth]
			loop.Body = e.body(e.open[first[depth]:])
			e.open = e.open[:first[depth]]
			loop.Close = lexer.Token{Type: tokClose, Value: "]", Pos: p}
			add(e.node(Node{Pos: loop.Pos, Loop: loop}))
			i++
		case '+', '-', '<', '>':
			// A run: + and - mixed, or < and > mixed, without comments.
			j := i + 1
			for j < end && sameRun(c, src[j]) {
				j++
			}
			add(e.node(Node{Pos: p, Cmd: e.text[i:j]}))
			i = j
		case '.', ',':
			add(e.node(Node{Pos: p, Cmd: e.text[i : i+1]}))
			i++
		default:
			i++ // a comment byte
		}
	}
	return nodes
}

// sameRun reports whether d continues a run that started with c.
func sameRun(c, d byte) bool {
	if c == '+' || c == '-' {
		return d == '+' || d == '-'
	}
	return d == '<' || d == '>'
}
