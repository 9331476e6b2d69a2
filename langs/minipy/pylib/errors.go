package pylib

// Error is a Python exception that a library function raises: the name of
// its built-in class and CPython's message, word for word. The interpreter
// turns it into an instance of that class.
type Error struct {
	Class string // "ValueError", "OverflowError", "ZeroDivisionError", ...
	Msg   string
}

// Error renders the exception as the last line of a CPython traceback.
func (e *Error) Error() string {
	if e.Msg == "" {
		return e.Class
	}
	return e.Class + ": " + e.Msg
}

// Exception classes the package raises.
const (
	ValueError          = "ValueError"
	TypeError           = "TypeError"
	OverflowError       = "OverflowError"
	ZeroDivisionError   = "ZeroDivisionError"
	IndexError          = "IndexError"
	KeyError            = "KeyError"
	MemoryError         = "MemoryError"
	NotImplementedError = "NotImplementedError"
)

func newError(class, msg string) *Error { return &Error{Class: class, Msg: msg} }
