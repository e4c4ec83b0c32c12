output "ids" {
  value = [terraform_data.status_page_0.id]
}
