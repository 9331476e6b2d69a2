initial tape of one cell
>+>++>+++>++++[<]>.>.>.>.
