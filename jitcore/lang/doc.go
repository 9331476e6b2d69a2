// Package lang is the one way to run a microjit language, whoever runs it:
// its binary (jitcore/cli), the conformance runner, or a Go program that
// embeds the language.
//
// A language declares itself once as a *Language: its name, its file
// extensions, its --help text, its own flags (Settings) and how to load a
// program (Settings.Load: parse and compile). Running a program takes its
// source (file name and bytes), its arguments (the language's flags, then
// the program's own arguments, as the binary takes them after its JIT
// flags), standard input, output and error, and the JIT options:
//
//	err := bf.Language.Run("hello.b", src, lang.Config{
//		Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr,
//		JIT:   config.Options{Params: config.DefaultParams()},
//	})
//
// Every error Run returns is an *Error, which says what kind of failure it
// was (a usage or parse error, a runtime error of the program, a resource
// limit, failed input or output, a bug in microjit), where in the source
// it happened when the language knows, and the binary's exit status:
//
//	var e *lang.Error
//	if errors.As(err, &e) && e.Kind == lang.KindParse {
//		fmt.Println(e.Pos.Line, e.Pos.Col)
//	}
//
// A Language holds no state of its own: every Run makes its own settings,
// program and machine, so goroutines may run the same language at once.
package lang
