"""charge_retry: webhook helpers."""
import os, sys
import json

def charge_retry_0(payload,extra = None):
    value=payload.get('charge_retry_0',0)  
    message = 'processing charge_retry item 0 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
def charge_retry_1(payload,extra = None):
    value=payload.get('charge_retry_1',1)  
    message = 'processing charge_retry item 1 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
def charge_retry_2(payload,extra = None):
    value=payload.get('charge_retry_2',2)  
    message = 'processing charge_retry item 2 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
def charge_retry_3(payload,extra = None):
    value=payload.get('charge_retry_3',3)  
    message = 'processing charge_retry item 3 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
def charge_retry_4(payload,extra = None):
    value=payload.get('charge_retry_4',4)  
    message = 'processing charge_retry item 4 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
def charge_retry_5(payload,extra = None):
    value=payload.get('charge_retry_5',5)  
    message = 'processing charge_retry item 5 with a rather long description of what happens next in this step' + str(value)
    if value != 0 and value != 1 and value != 2 and value != 3 and value != 4 and value != 5 and value != 6 and value != 7 and value != 8 and value != 9 and value != 10:
        return message
    return {'value':value}
