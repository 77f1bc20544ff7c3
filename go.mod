module gpuc

go 1.26
