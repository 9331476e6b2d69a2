// Package fileiomod is minipy's module _io: open and the file objects it
// returns (TextIOWrapper for text, BufferedReader, BufferedWriter and
// BufferedRandom for binary files), with CPython 3.11's modes, errors,
// encodings and newline translation. The built-in open calls _io.open.
//
// Reads are buffered (a bufio.Reader over the os.File); writes go to the
// file at once, so a file a program never closes still holds what it
// wrote (CPython closes it when its last reference goes). A file read
// and written (r+, w+, a+) drops what it read ahead before it writes.
// Text is decoded a line or a character at a time with the VM's codecs,
// so tell is the byte position; an encoding other than UTF-8 or a
// single-byte one is decoded whole at the first read.
package fileiomod
