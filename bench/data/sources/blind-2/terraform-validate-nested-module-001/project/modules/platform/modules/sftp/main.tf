resource "terraform_data" "sftp" {
  input = {
    name     = "${var.environment}-sftp"
    replicas = var.replicas
  }
}
