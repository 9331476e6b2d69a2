// Package osmod is minipy's posix module, the system calls under os
// (lib/os.py and lib/posixpath.py are the rest): the environment, the
// working directory, directory listings, stat, making and removing
// files and directories, process facts. Failures are CPython's OSError
// subclasses (FileNotFoundError...).
package osmod

import (
	"crypto/rand"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "posix", Init: initPosix}) }

// statFields are os.stat_result's fields; the first ten are its items.
var statFields = []string{"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
	"st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns", "st_ctime_ns"}

func initPosix(v *VM, m *vm.Module) error {
	statType := v.NewStructSeq("stat_result", "os", statFields, 10)
	m.Set("stat_result", statType.Value())
	pathArg := func(fname string, a []Value, i int) (string, error) {
		if i >= len(a) {
			return ".", nil
		}
		if s, ok := v.AsStr(a[i]); ok {
			return s, nil
		}
		if b, ok := v.AsBytes(a[i]); ok {
			return string(b), nil
		}
		if p, err := v.CallMethod(a[i], "__fspath__"); err == nil {
			if s, ok := v.AsStr(p); ok {
				return s, nil
			}
		}
		return "", v.Raise("TypeError", "%s: path should be string, bytes or os.PathLike, not %s", fname, v.TypeName(a[i]))
	}
	m.Def("getcwd", func(v *VM, a []Value, kw []string) (Value, error) {
		d, err := os.Getwd()
		if err != nil {
			return 0, v.OSError(err)
		}
		return v.Str(d), v.CheckArgs("getcwd", a, kw, 0, 0)
	})
	m.Def("chdir", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("chdir", a, kw, 1, 1); err != nil {
			return 0, err
		}
		p, err := pathArg("chdir", a, 0)
		if err != nil {
			return 0, err
		}
		if err := os.Chdir(p); err != nil {
			return 0, v.OSError(err)
		}
		return vm.None, nil
	})
	m.Def("listdir", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("listdir", a, kw, 0, 1); err != nil {
			return 0, err
		}
		p, err := pathArg("listdir", a, 0)
		if err != nil {
			return 0, err
		}
		f, err := os.Open(p)
		if err != nil {
			return 0, v.OSError(err)
		}
		defer f.Close()
		names, err := f.Readdirnames(-1)
		if err != nil {
			return 0, v.OSError(err)
		}
		out := make([]Value, len(names))
		for i, n := range names {
			out[i] = v.Str(n)
		}
		return v.List(out), nil
	})
	for _, op := range []struct {
		name string
		stat func(string) (os.FileInfo, error)
	}{{"stat", os.Stat}, {"lstat", os.Lstat}} {
		op := op
		m.Def(op.name, func(v *VM, a []Value, kw []string) (Value, error) {
			p, err := pathArg(op.name, a, 0)
			if err != nil {
				return 0, err
			}
			fi, err := op.stat(p)
			if err != nil {
				return 0, v.OSError(err)
			}
			return v.StructSeq(statType, statFieldsOf(v, fi)), nil
		})
	}
	pathOp := func(name string, op func(string) error) {
		m.Def(name, func(v *VM, a []Value, kw []string) (Value, error) {
			if len(a)-len(kw) < 1 {
				return 0, v.Raise("TypeError", "%s() missing required argument 'path' (pos 1)", name)
			}
			p, err := pathArg(name, a, 0)
			if err != nil {
				return 0, err
			}
			if err := op(p); err != nil {
				return 0, v.OSError(err)
			}
			return vm.None, nil
		})
	}
	pathOp("mkdir", func(p string) error { return os.Mkdir(p, 0o777) })
	pathOp("rmdir", func(p string) error {
		if err := syscall.Rmdir(p); err != nil {
			return &os.PathError{Op: "rmdir", Path: p, Err: err}
		}
		return nil
	})
	pathOp("remove", func(p string) error {
		if err := syscall.Unlink(p); err != nil {
			return &os.PathError{Op: "remove", Path: p, Err: err}
		}
		return nil
	})
	pathOp("unlink", func(p string) error {
		if err := syscall.Unlink(p); err != nil {
			return &os.PathError{Op: "unlink", Path: p, Err: err}
		}
		return nil
	})
	m.Def("rename", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("rename", a, kw, 2, 2); err != nil {
			return 0, err
		}
		src, err := pathArg("rename", a, 0)
		if err != nil {
			return 0, err
		}
		dst, err := pathArg("rename", a, 1)
		if err != nil {
			return 0, err
		}
		if err := os.Rename(src, dst); err != nil {
			return 0, v.OSError(err)
		}
		return vm.None, nil
	})
	m.Def("system", func(v *VM, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("system", a, kw, "command")
		if err != nil {
			return 0, err
		}
		command, ok := v.AsStr(args[0])
		if b, isBytes := v.AsBytes(args[0]); isBytes {
			command, ok = string(b), true
		}
		if !ok {
			return 0, v.Raise("TypeError", "expected str, bytes or os.PathLike object, not %s", v.TypeName(args[0]))
		}
		return v.Int(int64(system(v, command))), nil
	})
	m.Def("access", func(v *VM, a []Value, kw []string) (Value, error) {
		p, err := pathArg("access", a, 0)
		if err != nil {
			return 0, err
		}
		mode := int64(0)
		if len(a) > 1 {
			if mode, err = v.AsIndex(a[1]); err != nil {
				return 0, err
			}
		}
		return vm.Bool(syscall.Access(p, uint32(mode)) == nil), nil
	})
	m.Def("_environ", func(v *VM, a []Value, kw []string) (Value, error) {
		d := v.NewDict()
		env := os.Environ()
		sort.Strings(env)
		for _, kv := range env {
			k, val, _ := strings.Cut(kv, "=")
			if err := v.DictSet(d, v.Str(k), v.Str(val)); err != nil {
				return 0, err
			}
		}
		return d, nil
	})
	m.Def("putenv", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("putenv", a, kw, 2, 2); err != nil {
			return 0, err
		}
		k, ok1 := v.AsStr(a[0])
		val, ok2 := v.AsStr(a[1])
		if !ok1 || !ok2 {
			return 0, v.Raise("TypeError", "str expected, not %s", v.TypeName(a[1]))
		}
		if k == "" || strings.Contains(k, "=") {
			return 0, v.Raise("ValueError", "illegal environment variable name")
		}
		if err := os.Setenv(k, val); err != nil {
			return 0, v.OSError(err)
		}
		return vm.None, nil
	})
	m.Def("unsetenv", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("unsetenv", a, kw, 1, 1); err != nil {
			return 0, err
		}
		k, _ := v.AsStr(a[0])
		os.Unsetenv(k)
		return vm.None, nil
	})
	m.Def("getpid", func(v *VM, a []Value, kw []string) (Value, error) { return v.Int(int64(os.Getpid())), nil })
	m.Def("getppid", func(v *VM, a []Value, kw []string) (Value, error) { return v.Int(int64(os.Getppid())), nil })
	m.Def("cpu_count", func(v *VM, a []Value, kw []string) (Value, error) { return v.Int(int64(runtime.NumCPU())), nil })
	m.Def("urandom", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("urandom", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := v.AsIndex(a[0])
		if err != nil {
			return 0, err
		}
		if n < 0 {
			return 0, v.Raise("ValueError", "negative argument not allowed")
		}
		b := make([]byte, n)
		if _, err := rand.Read(b); err != nil {
			return 0, v.OSError(err)
		}
		return v.Bytes(b), nil
	})
	m.Def("get_terminal_size", func(v *VM, a []Value, kw []string) (Value, error) {
		return 0, v.OSError(&os.PathError{Op: "ioctl", Path: "", Err: syscall.ENOTTY})
	})
	m.Def("times", func(v *VM, a []Value, kw []string) (Value, error) {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		secs := func(t syscall.Timeval) Value { return v.Float(float64(t.Nano()) / 1e9) }
		return v.Tuple([]Value{secs(ru.Utime), secs(ru.Stime), v.Float(0), v.Float(0),
			v.Float(float64(time.Now().UnixNano()) / 1e9)}), nil
	})
	uname := v.NewStructSeq("uname_result", "posix", []string{"sysname", "nodename", "release", "version", "machine"}, 5)
	m.Def("uname", func(v *VM, a []Value, kw []string) (Value, error) {
		fields, err := unameFields()
		if err != nil {
			return 0, v.OSError(err)
		}
		vals := make([]Value, len(fields))
		for i, f := range fields {
			vals[i] = v.Str(f)
		}
		return v.StructSeq(uname, vals), nil
	})
	return nil
}

// statFieldsOf is the fields of os.stat_result for fi (the times as
// floats, their _ns forms as ints).
func statFieldsOf(v *VM, fi os.FileInfo) []Value {
	st := statOf(fi)
	secs := func(ns int64) Value { return v.Float(float64(ns) / 1e9) }
	return []Value{v.Int(int64(st.mode)), v.Int(int64(st.ino)), v.Int(int64(st.dev)),
		v.Int(int64(st.nlink)), v.Int(int64(st.uid)), v.Int(int64(st.gid)), v.Int(fi.Size()),
		secs(st.atime), secs(st.mtime), secs(st.ctime),
		v.Int(st.atime), v.Int(st.mtime), v.Int(st.ctime)}
}

// statInfo is what stat gives beyond os.FileInfo's portable part.
type statInfo struct {
	mode                uint32
	ino, dev, nlink     uint64
	uid, gid            uint32
	atime, mtime, ctime int64 // nanoseconds
}

// portableStat is what os.FileInfo alone tells.
func portableStat(fi os.FileInfo) statInfo {
	mode := uint32(fi.Mode().Perm())
	switch {
	case fi.IsDir():
		mode |= 0o040000
	case fi.Mode()&os.ModeSymlink != 0:
		mode |= 0o120000
	default:
		mode |= 0o100000
	}
	t := fi.ModTime().UnixNano()
	return statInfo{mode: mode, nlink: 1, atime: t, mtime: t, ctime: t}
}

// system runs command with /bin/sh on the program's standard streams and
// returns its wait status, as C's system does (exit status << 8, or the
// signal that ended it). The program's buffered output is written first,
// so the two come out in the order they were made; a child reads stdin
// only when that is a file (else it reads nothing).
func system(v *VM, command string) int {
	v.FlushOutput()
	stdin, stdout, stderr := v.Stdio()
	c := exec.Command("/bin/sh", "-c", command)
	if f, ok := stdin.(*os.File); ok {
		c.Stdin = f
	}
	c.Stdout, c.Stderr = stdout, stderr
	err := c.Run()
	if err == nil {
		return 0
	}
	if e, ok := err.(*exec.ExitError); ok {
		if ws, ok := e.Sys().(syscall.WaitStatus); ok {
			return int(ws)
		}
	}
	return exitNotRun << 8
}

// exitNotRun is the exit status of a shell that could not run (sh's 127).
const exitNotRun = 127
