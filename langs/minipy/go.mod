module github.com/microjit/microjit/langs/minipy

go 1.26.8

require github.com/dlclark/regexp2/v2 v2.13.0
