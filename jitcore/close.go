package jitcore

import (
	"fmt"
	"io"
)

// Close writes the log's page, if it is one, releases the backend's code
// memory and closes the log.
func (d *Driver) Close() error {
	var err error
	if p := d.page; p != nil {
		d.page = nil // once
		if werr := p.Write(d.Stats(), fmt.Sprintf("%+v", d.params)); werr != nil {
			err = fmt.Errorf("--jit-log: %v", werr)
		}
	}
	if c, ok := d.backend.(io.Closer); ok {
		if cerr := c.Close(); err == nil {
			err = cerr
		}
	}
	if lerr := d.log.Close(); err == nil {
		err = lerr
	}
	return err
}
