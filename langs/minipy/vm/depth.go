package vm

// Go code that walks a program's data recursively — comparing, hashing
// or printing nested containers, pulling from a chain of iterators,
// matching a nested tuple of classes — must not let the data decide how
// deep the Go stack grows: a list nested a million deep would overflow
// it, and a Go stack overflow is a fatal error no recover sees, which
// would take an embedding host down with the program. Each such walk
// enters a level with nest and leaves it with unnest. As in CPython
// 3.11, where Python frames and the C recursion of comparisons and reprs
// share one counter, a level counts against sys.getrecursionlimit()
// together with the Python frames; and whatever the recursion limit,
// these levels, like the Go-level calls of runFrame, stay under
// maxGoDepth.

// Where a nested walk is, for RecursionError's message.
type nestSite uint8

const (
	inComparison nestSite = iota
	inRepr
	inCheck
	inSubclassCheck
)

// nestSites are CPython's words for the sites.
var nestSites = [...]string{
	inComparison:    " in comparison",
	inRepr:          " while getting the repr of an object",
	inCheck:         " in __instancecheck__",
	inSubclassCheck: " in __subclasscheck__",
}

// nest enters one level of Go recursion over a program's data, or raises
// RecursionError (ending "maximum recursion depth exceeded" with where's
// words) when the level would be too deep: when the Python frames and
// the levels together pass the recursion limit, or maxGoDepth whatever
// the limit (vm.dataLimit is the smaller). After a nil error the caller
// must call unnest once the level is done.
func (vm *VM) nest(where nestSite) error {
	vm.dataDepth++
	if len(vm.th.frames)+vm.dataDepth > vm.dataLimit {
		return vm.tooDeep(where)
	}
	return nil
}

// tooDeep leaves the level nest entered and raises RecursionError. (Not
// inlined, so that nest is small enough to be.)
//
//go:noinline
func (vm *VM) tooDeep(where nestSite) error {
	vm.unnest()
	return vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded%s", nestSites[where])
}

// setRecursionLimit sets sys.setrecursionlimit's limit.
func (vm *VM) setRecursionLimit(n int) {
	vm.recLimit = n
	vm.dataLimit = min(n, maxGoDepth)
}

// nestGo enters one level of Go recursion that CPython does not count
// against the recursion limit (a chain of built-in iterators, which
// CPython follows on its C stack without a check): only maxGoDepth
// bounds it. After a nil error the caller must decrement vm.goDepth once
// the level is done.
func (vm *VM) nestGo() error {
	if vm.goDepth++; vm.goDepth > maxGoDepth {
		return vm.tooDeepGo()
	}
	return nil
}

// tooDeepGo leaves the level nestGo entered and raises RecursionError.
//
//go:noinline
func (vm *VM) tooDeepGo() error {
	vm.goDepth--
	return vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded")
}

// unnest leaves the level nest entered.
func (vm *VM) unnest() { vm.dataDepth-- }
