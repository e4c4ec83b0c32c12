env      = "staging"
vpc_cidr = "10.40.0.0/16"
azs      = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
