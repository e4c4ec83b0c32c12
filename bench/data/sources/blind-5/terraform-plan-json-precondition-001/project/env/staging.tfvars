env           = "staging"
vpc_id        = "vpc-0a1b2c3d"
db_subnet_ids = ["subnet-0aa1", "subnet-0bb2"]
