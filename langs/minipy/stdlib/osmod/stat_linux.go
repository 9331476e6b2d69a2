//go:build linux

package osmod

import (
	"os"
	"syscall"
)

func statOf(fi os.FileInfo) statInfo {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return portableStat(fi)
	}
	ns := func(ts syscall.Timespec) int64 { return ts.Sec*1e9 + ts.Nsec }
	return statInfo{mode: st.Mode, ino: st.Ino, dev: st.Dev, nlink: uint64(st.Nlink), uid: st.Uid, gid: st.Gid,
		atime: ns(st.Atim), mtime: ns(st.Mtim), ctime: ns(st.Ctim)}
}

func unameFields() ([]string, error) {
	var u syscall.Utsname
	if err := syscall.Uname(&u); err != nil {
		return nil, err
	}
	str := func(b [65]int8) string {
		var s []byte
		for _, c := range b {
			if c == 0 {
				break
			}
			s = append(s, byte(c))
		}
		return string(s)
	}
	return []string{str(u.Sysname), str(u.Nodename), str(u.Release), str(u.Version), str(u.Machine)}, nil
}
