copy input to output until EOF
,[.[-],]
