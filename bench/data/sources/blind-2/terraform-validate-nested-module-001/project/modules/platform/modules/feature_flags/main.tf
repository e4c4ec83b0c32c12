resource "terraform_data" "feature_flags" {
  input = {
    name     = "${var.environment}-feature_flags"
    replicas = var.replicas
  }
}
