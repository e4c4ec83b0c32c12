resource "terraform_data" "db_subnet_group" {
  input = {
    name    = "${var.env}-db"
    subnets = var.db_subnet_ids
  }

  lifecycle {
    precondition {
      condition     = length(var.db_subnet_ids) >= 2
      error_message = "The database needs at least two private subnets in different zones (db_subnet_ids has ${length(var.db_subnet_ids)})."
    }
  }
}
