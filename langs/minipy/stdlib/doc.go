// Package stdlib is minipy's standard library. Importing it (package
// minipy does) registers every module with the interpreter (vm.Register).
//
// The modules written in Go live in packages of their own, one per
// module, as CPython's C modules do (mathmod is math, collectionsmod is
// _collections...); each registers itself from its init function. The
// modules written in Python are the files of lib/, as in CPython's Lib/:
// lib/NAME.py is the module NAME, lib/NAME/__init__.py the package NAME
// and lib/NAME/SUB.py its module NAME.SUB. A Python module may import a
// Go one (collections imports _collections).
//
// To add a module: a lib/ file, or a package here with
//
//	func init() { vm.Register(vm.ModuleDef{Name: "NAME", Init: initNAME}) }
//
// imported below (modules.go), and a case in testdata/ whose expected
// output CPython 3.11 printed (stdlib_test.go runs them).
package stdlib
