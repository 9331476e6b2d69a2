the tape starts with two cells and may grow to eight
>+[[>]+<[<]>]
each pass scans right over a run of ones and extends it by one cell
until the scan walks into the limit
