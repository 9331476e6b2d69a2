module github.com/microjit/microjit/bench

go 1.26.8
