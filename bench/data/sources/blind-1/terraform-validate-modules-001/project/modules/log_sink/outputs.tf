output "ids" {
  value = [terraform_data.log_sink_0.id]
}
