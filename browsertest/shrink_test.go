package browsertest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"sort"
)

// paletteColors is the most colors a shrunk screenshot keeps.
const paletteColors = 256

// shrinkPNG re-encodes a screenshot with a palette of its most frequent
// colors (text on flat colors: anti-aliased edges move to their nearest
// kept color), for a PNG a fraction of the size that is committed to
// the repository.
func shrinkPNG(data []byte) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	count := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			count[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)]++
		}
	}
	colors := make([]color.RGBA, 0, len(count))
	for c := range count {
		colors = append(colors, c)
	}
	sort.Slice(colors, func(i, j int) bool {
		if count[colors[i]] != count[colors[j]] {
			return count[colors[i]] > count[colors[j]]
		}
		return colorKey(colors[i]) < colorKey(colors[j])
	})
	var pal color.Palette
	for _, c := range colors[:min(len(colors), paletteColors)] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(b, pal)
	cache := map[color.RGBA]uint8{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			k, ok := cache[c]
			if !ok {
				k = uint8(pal.Index(c))
				cache[c] = k
			}
			out.SetColorIndex(x, y, k)
		}
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, out); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func colorKey(c color.RGBA) uint32 {
	return uint32(c.R)<<24 | uint32(c.G)<<16 | uint32(c.B)<<8 | uint32(c.A)
}
