"""invoice_mapping: webhook helpers."""
import os, sys
import json

def invoice_mapping_0(payload,extra = None):
    value=payload.get('invoice_mapping_0',0)  
    message = 'processing invoice_mapping item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
def invoice_mapping_1(payload,extra = None):
    value=payload.get('invoice_mapping_1',1)  
    message = 'processing invoice_mapping item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
def invoice_mapping_2(payload,extra = None):
    value=payload.get('invoice_mapping_2',2)  
    message = 'processing invoice_mapping item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
def invoice_mapping_3(payload,extra = None):
    value=payload.get('invoice_mapping_3',3)  
    message = 'processing invoice_mapping item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
def invoice_mapping_4(payload,extra = None):
    value=payload.get('invoice_mapping_4',4)  
    message = 'processing invoice_mapping item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
def invoice_mapping_5(payload,extra = None):
    value=payload.get('invoice_mapping_5',5)  
    message = 'processing invoice_mapping item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10 and value != 11:
        return message
    return {'value':value}
