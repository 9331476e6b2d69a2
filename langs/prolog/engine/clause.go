package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/term"
)

// A clause is compiled to a template: its head arguments and body goals
// as trees of nodes flattened in preorder, whose variables are slots of
// a frame. Calling the clause matches the head template against the
// goal's arguments (binding frame slots, building a subterm only where
// the goal has an unbound variable) and then builds the body goals on
// the heap with the frame's values, in one block (heap.AllocObjects: one
// safe point). The frame is dead once the body is built, so one frame per
// machine serves every call.

// Node kinds of a template.
const (
	nodeConst  = iota // an atomic word: atom, immediate integer, float
	nodeObject        // an atomic object: an integer beyond the immediate range (boxed or big), a string
	nodeVar           // a frame slot
	nodeStruct        // a compound term; its arguments follow in preorder
)

// node is one node of a template. (Its fields are ordered so that it
// has no padding but at the end: a million facts are a million nodes.)
type node struct {
	// w is a constant's word; hd a compound's or an object's header.
	w  heap.Value
	hd heap.Header
	// ext is what an object or an evaluable compound has besides (nil
	// for the others: a fact's arguments are nodes of 56 bytes whose
	// one pointer is nil).
	ext *nodeExt
	// size is the number of nodes of the subtree rooted here, objWords
	// the words of its objects (compounds and big numbers).
	size, objWords int32
	// woff is the word offset of the node's object when its forest's
	// objects are laid out in preorder; pwoff is its parent's (-1 at a
	// root), field its argument index there (linkNodes). Building a
	// term lays its objects out so in one block, then the variables it
	// makes: these say where each node goes.
	woff, pwoff, field int32
	// slot is a variable's frame slot; fresh marks the first occurrence
	// of a variable that is not in the head, made when the body is built.
	slot  int32
	kind  uint8
	fresh bool
	// intOp marks binary + and -, which have a fast path for immediate
	// integers (bodyarith.go).
	intOp uint8
}

// nodeExt is the part of a node that few nodes have.
type nodeExt struct {
	// body is an object's body words; num is its integer when it is
	// one (nil for a string).
	body []uint64
	num  *big.Int
	// fn is a compound's evaluable function (nil when it has none):
	// is/2 and the comparisons evaluate a body's expressions in place.
	fn *arith.Function
}

// objBody is the body words of an object node (none for another).
func (n *node) objBody() []uint64 {
	if n.ext == nil {
		return nil
	}
	return n.ext.body
}

// bigNum is an object node's integer (nil for a string or another node).
func (n *node) bigNum() *big.Int {
	if n.ext == nil {
		return nil
	}
	return n.ext.num
}

// function is a compound node's evaluable function, or nil.
func (n *node) function() *arith.Function {
	if n.ext == nil {
		return nil
	}
	return n.ext.fn
}

// clause is a compiled clause.
type clause struct {
	// src is the clause as read (Head :- Body), for clause/2, listing
	// and retract; nil for a fact factClause compiled, whose source is
	// its head template (source).
	src term.Term
	// keys are the principal functors of the first indexArgs
	// arguments: an atomic word, compoundKey of a compound's header, or
	// noKey when it is a variable or an object (a big number, a string),
	// or there is no such argument.
	keys [indexArgs]heap.Value
	// head holds the head's arguments, each a subtree, in order;
	// headArgs is their number.
	head  []node
	goals []goalCode // the body goals (a conjunction's goals flattened, true dropped), each compiled on its own
	// envHeader is the header of the clause's environment (env).
	envHeader heap.Header
	// ref is the number clause/2 and retract/1 know the clause by (0
	// until they first see it).
	ref int64
	// erased is the generation of its predicate at which retract or
	// abolish removed the clause (pred.gen), 0 while it is in the
	// database: a call that started before then still sees it (visible).
	erased   uint64
	headArgs int32
	// prefix is the number of codes at the start of the body that run
	// from the frame as soon as the head has matched, before the
	// environment exists: arithmetic, tests, =, and the clause's cut.
	// A head whose tests fail thus costs no environment.
	prefix int32
	// id is the clause's index in the machine's clause table (the
	// environments name their clause by it); 0 until it has one.
	id int32
	// slots is the frame size; the head's variables are the first
	// headSlots.
	slots, headSlots int32
	// env is set when the codes after the prefix run from an
	// environment (all but a last call alone).
	env bool
}

// visible reports whether a call that started at its predicate's
// generation gen sees cl (the logical update view).
func (cl *clause) visible(gen uint64) bool { return cl.erased == 0 || cl.erased > gen }

// compiler turns a clause's terms into templates.
type compiler struct {
	s *Store
	// slots are the variables' frame slots; nslots counts them and the
	// hidden slots newSlot gives.
	slots  map[*term.Var]int32
	nslots int32
}

// slotOf is v's frame slot.
func (c *compiler) slotOf(v *term.Var) int32 {
	slot, ok := c.slots[v]
	if !ok {
		slot = c.newSlot()
		c.slots[v] = slot
	}
	return slot
}

// newSlot is a new frame slot.
func (c *compiler) newSlot() int32 {
	c.nslots++
	return c.nslots - 1
}

// compileClause compiles Head :- Body (body may be the atom true). head
// must be callable, body's goals callable or variables (the caller
// checks).
func (s *Store) compileClause(src, head, body term.Term) (*clause, error) {
	c := &compiler{s: s, slots: map[*term.Var]int32{}}
	cl := &clause{src: src}
	if h, ok := head.(*term.Compound); ok {
		cl.headArgs = int32(len(h.Args))
		for _, a := range h.Args {
			var err error
			if cl.head, err = c.tree(cl.head, a); err != nil {
				return nil, err
			}
		}
		linkNodes(cl.head)
	}
	cl.keys = argKeys(cl.head)
	cl.headSlots = c.nslots
	b := &bodyCompiler{c: c, seen: map[int32]bool{}, occ: map[*term.Var]int{}}
	countVars(body, b.occ)
	for i := range cl.headSlots {
		b.seen[int32(i)] = true
	}
	if err := b.body(body, -1); err != nil {
		return nil, err
	}
	cl.goals = b.finish()
	cl.slots = c.nslots
	for int(cl.prefix) < len(cl.goals) && cl.goals[cl.prefix].inPrefix() {
		cl.prefix++
	}
	rest := cl.goals[cl.prefix:]
	cl.env = len(rest) > 1 || len(rest) == 1 && rest[0].kind != codeCall
	cl.envHeader = heap.MakeHeader(heap.ObjWords, classEnv, envSlots+int(cl.slots))
	return cl, nil
}

// factClause compiles the fact v (dereferenced) straight from the heap
// when it is an atom or a compound term whose arguments are all atomic
// words (atoms, immediate integers, floats): assertz(p(1, a)), the
// common case, then costs no reader's term and none of the compiler's
// maps, and the clause keeps no source (source makes it). ok is false
// for any other term, which compileClause compiles.
func (s *Store) factClause(v heap.Value) (cl *clause, k predKey, ok bool) {
	if v.IsSymbol() {
		return &clause{keys: argKeys(nil), envHeader: factEnvHeader}, predKey{s.AtomOf(v), 0}, true
	}
	if !v.IsRef() {
		return nil, k, false
	}
	hd := s.h.HeaderAt(v)
	if !isCompound(hd) {
		return nil, k, false
	}
	f := Functor(hd.Class())
	k = predKey{s.Name(f), s.Arity(f)}
	if k.arity == 2 && (k.name == atomNeck || k.name == atomColon) {
		return nil, k, false
	}
	for i := range k.arity {
		if a := s.Deref(s.arg(v, i)); !a.IsSymbol() && !a.IsInt() && !a.IsFloat() {
			return nil, k, false
		}
	}
	cl = newFact(k.arity)
	for i := range cl.head {
		cl.head[i] = node{kind: nodeConst, w: s.Deref(s.arg(v, i))}
	}
	linkNodes(cl.head)
	cl.keys = argKeys(cl.head)
	return cl, k, true
}

// newFact is a fact clause with arity head nodes to fill in. Up to
// arity 3 the nodes are allocated with the clause, in one object: a
// fact p(I) is 192 bytes, where a clause and its nodes apart were 208
// and two allocations.
func newFact(arity int) *clause {
	var cl *clause
	switch arity {
	case 1:
		b := &struct {
			clause
			nodes [1]node
		}{}
		b.head = b.nodes[:]
		cl = &b.clause
	case 2:
		b := &struct {
			clause
			nodes [2]node
		}{}
		b.head = b.nodes[:]
		cl = &b.clause
	case 3:
		b := &struct {
			clause
			nodes [3]node
		}{}
		b.head = b.nodes[:]
		cl = &b.clause
	default:
		cl = &clause{head: make([]node, arity)}
	}
	cl.headArgs, cl.envHeader = int32(arity), factEnvHeader
	return cl
}

// factEnvHeader is the environment header of a clause without variables
// (a fact has no body, so never makes one: compileClause sets it alike).
var factEnvHeader = heap.MakeHeader(heap.ObjWords, classEnv, envSlots)

// source is the clause as read: its src, or for a fact factClause
// compiled, its head made from the template (k is its predicate).
func (cl *clause) source(s *Store, k predKey) term.Term {
	if cl.src != nil {
		return cl.src
	}
	if k.arity == 0 {
		return k.name
	}
	args := make([]term.Term, len(cl.head))
	for i, n := range cl.head {
		args[i] = s.atomicTerm(n.w, s.kindOf(n.w))
	}
	return &term.Compound{Functor: k.name, Args: args}
}

// argKeys are the indexing keys of a head's first indexArgs arguments.
func argKeys(head []node) [indexArgs]heap.Value {
	var keys [indexArgs]heap.Value
	k := 0
	for i := range keys {
		keys[i] = noKey
		if k >= len(head) {
			continue
		}
		switch n := head[k]; n.kind {
		case nodeConst:
			keys[i] = n.w
		case nodeStruct:
			keys[i] = compoundKey(n.hd)
		}
		k += int(head[k].size)
	}
	return keys
}

// tree appends the nodes of t to out, in preorder, with an explicit
// stack; the caller links the forest (linkNodes) once it is whole.
func (c *compiler) tree(out []node, t term.Term) ([]node, error) {
	stack := []term.Term{t}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := t.(type) {
		case term.Atom:
			out = append(out, node{kind: nodeConst, w: c.s.Atom(x)})
		case term.Float:
			out = append(out, node{kind: nodeConst, w: heap.Float(float64(x))})
		case term.Int:
			if w, ok := heap.SmallInt(int64(x)); ok {
				out = append(out, node{kind: nodeConst, w: w})
			} else {
				out = append(out, numberNode(big.NewInt(int64(x))))
			}
		case *term.BigInt:
			out = append(out, numberNode(x.V))
		case term.String:
			hd, err := stringHeader(len(x))
			if err != nil {
				return nil, err
			}
			out = append(out, node{kind: nodeObject, hd: hd, ext: &nodeExt{body: bytesBody(hd, []byte(x))}})
		case *term.Var:
			out = append(out, node{kind: nodeVar, slot: c.slotOf(x)})
		case *term.Compound:
			f, err := c.s.Functor(x.Functor, len(x.Args))
			if err != nil {
				return nil, err
			}
			n := node{kind: nodeStruct, hd: c.s.header(f), intOp: intOpOf(x)}
			if fn, ok := arith.Lookup(x.Functor.Name(), len(x.Args)); ok {
				n.ext = &nodeExt{fn: fn}
			}
			out = append(out, n)
			for j := len(x.Args) - 1; j >= 0; j-- {
				stack = append(stack, x.Args[j])
			}
		}
	}
	return out, nil
}

// linkNodes fills in the links of a forest of nodes appended in
// preorder: each node's subtree size; the word offset of its object
// (compounds and big numbers) when the forest's objects are laid out in
// preorder (a node that is no object has the offset the next object
// gets); its parent's offset and its argument index there; and the
// words of the objects of its subtree.
func linkNodes(nodes []node) {
	type open struct{ woff, next, arity int32 }
	var stack []open
	woff := int32(0)
	for i := range nodes {
		n := &nodes[i]
		n.woff, n.pwoff, n.field = woff, -1, 0
		if len(stack) > 0 {
			top := &stack[len(stack)-1]
			n.pwoff, n.field = top.woff, top.next
			if top.next++; top.next == top.arity {
				stack = stack[:len(stack)-1]
			}
		}
		switch n.kind {
		case nodeStruct:
			stack = append(stack, open{woff, 0, int32(n.hd.Len())})
			woff += int32(heap.HeaderWords + n.hd.BodyWords())
		case nodeObject:
			woff += int32(heap.HeaderWords + n.hd.BodyWords())
		}
	}
	for i := len(nodes) - 1; i >= 0; i-- {
		n := &nodes[i]
		end := i + 1
		if n.kind == nodeStruct {
			for range n.hd.Len() {
				end += int(nodes[end].size)
			}
		}
		n.size = int32(end - i)
		n.objWords = woff - n.woff
		if end < len(nodes) {
			n.objWords = nodes[end].woff - n.woff
		}
	}
}

// numberNode is the node of an integer beyond the immediate range.
func numberNode(x *big.Int) node {
	n := node{kind: nodeObject, hd: numberHeader(x), ext: &nodeExt{num: x}}
	if x.IsInt64() {
		n.ext.body = []uint64{uint64(x.Int64())}
	} else {
		b := make([]byte, n.hd.Len())
		x.FillBytes(b)
		n.ext.body = bytesBody(n.hd, b)
	}
	return n
}

// bytesBody is the body words of the ObjBytes object with header hd and
// bytes b, as the heap lays them out (little-endian words, zero padding).
func bytesBody(hd heap.Header, b []byte) []uint64 {
	body := make([]uint64, hd.BodyWords())
	for i, c := range b {
		body[i/heap.WordBytes] |= uint64(c) << (8 * (i % heap.WordBytes))
	}
	return body
}

// varWords is the size of a variable cell.
const varWords = heap.HeaderWords + varSlots
