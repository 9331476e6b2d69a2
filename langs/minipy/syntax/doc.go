// Package syntax is minipy's front end: it reads Python 3.11 source into
// the syntax tree of CPython's ast module and resolves its scopes as
// CPython's symtable does.
//
// Parse runs the lexer (lexer.go, numbers.go) and the parser (parser.go
// for statements, expr.go for expressions, targets.go for assignment
// targets, strings.go for string literals and f-strings). Resolve
// (symtable.go) builds the symbol table the compiler needs. Every error
// is a *SyntaxError carrying CPython's class (SyntaxError,
// IndentationError, TabError), file, line, column and message;
// Traceback renders it byte for byte as CPython 3.11 prints it.
//
// # Lexer
//
// The lexer makes all tokens at once. It keeps CPython's two
// indentation stacks (tabs to multiples of eight, and tabs as one
// column), so inconsistent tabs are a TabError and a dedent to no outer
// level is an IndentationError; newlines inside brackets and after a
// backslash join lines; string literals stay whole tokens that the
// parser decodes, and an f-string's replacement fields are lexed and
// parsed again from their text, at their place in the source. Bytes
// literals and imaginary numbers are lexed so that the parser can
// reject them, where they stand, as features minipy leaves out.
//
// # Why the parser is written by hand
//
// The design handbook asks for participle grammars. This parser is
// recursive descent instead, one function per precedence level for
// expressions, for four reasons. The two languages before it left
// participle for measured reasons (bf: 100 bytes of memory per source
// byte and an iteration limit; toyvm: a million-line program in 32 MB
// only when parsed a statement at a time). CPython's error messages
// depend on where and why parsing stopped ("expected ':'", "'(' was
// never closed", "cannot assign to function call here. Maybe you meant
// '==' instead of '='?", each with its caret range), which a generic
// "unexpected token" error would have to be reverse-engineered into.
// Python needs decisions that a PEG parser makes by backtracking (an
// expression turns out to be an assignment target; "with (" opens
// either grouped items or an expression; match and case are keywords
// only at a statement's start), which participle does with lookahead
// whose cost grows with the input. And the tree must be CPython's ast,
// field for field (Dump prints it as ast.dump does, and the tests
// compare it with CPython's on every program they have), which a
// participle grammar would produce only through a second conversion
// pass. A participle version was not built to measure against.
//
// # What is left out
//
// async and await and except* are rejected with a SyntaxError that
// names them. Identifiers are not NFKC-normalized. Where CPython gives
// a more specific message than "invalid syntax" for a mistake this
// parser does not recognize, it says "invalid syntax" at the token
// where parsing stopped; the table in errors_test.go lists the messages
// that match CPython's exactly.
package syntax
