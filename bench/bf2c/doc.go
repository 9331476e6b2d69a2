// Package bf2c translates Brainfuck programs to C: the "naive bf to C,
// compiled with gcc -O2" reference that ci/bench measures microjit
// against.
//
// The translation is deliberately plain: runs of + and - become one
// addition, runs of < and > one pointer move, [-] and [+] a clear, and
// every loop a while loop. The C program keeps microjit's semantics
// (langs/bf/README.md): 8-bit wrapping unsigned char cells, the pointer
// starting at cell 0 of a static tape of TapeCells cells, ',' leaving the
// cell unchanged at end of input, and output buffered by stdio, flushed
// before each read and at exit. Unlike microjit it does not check the
// pointer: a program that moves left of cell 0 or past the tape's end has
// undefined behaviour.
package bf2c
