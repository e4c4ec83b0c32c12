resource "terraform_data" "bastion" {
  input = {
    name     = "${var.environment}-bastion"
    replicas = var.replicas
  }
}
