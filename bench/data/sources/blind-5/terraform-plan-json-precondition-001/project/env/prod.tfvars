env    = "prod"
vpc_id = "vpc-0f9e8d7c"
# db_subnet_ids moved to the shared network stack (see #4411)
