output "id" {
  value = terraform_data.status_page.id
}
