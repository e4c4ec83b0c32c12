env      = "prod"
vpc_cidr = "10.50.0.0/16"
azs      = ["eu-west-1a", "eu-west-1b", "eu-west-1c", "eu-west-1d"]
