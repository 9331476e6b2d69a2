café über ]
