from datetime import timedelta

WINDOWS = {'hourly': timedelta(hours=1), 'daily': timedelta(days=1),
           'monthly': timedelta(days=30)}
def window(name:str)->timedelta:
    return WINDOWS[ name ]
