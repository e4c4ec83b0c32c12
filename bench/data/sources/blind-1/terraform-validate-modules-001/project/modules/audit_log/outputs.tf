output "ids" {
  value = [terraform_data.audit_log_0.id]
}
