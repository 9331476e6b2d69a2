// Command bf2c translates a Brainfuck program to C (see package
// github.com/microjit/microjit/bench/bf2c for what the C does).
//
//	bf2c [-o OUT.c] FILE
//
// FILE "-" is standard input; the C goes to standard output unless -o
// names a file. Compile it with gcc -O2. Exit status: 0 on success, 1 if
// the program's brackets do not match or a file cannot be read or
// written, 2 on a usage error. ci/bf2c runs this command.
package main
