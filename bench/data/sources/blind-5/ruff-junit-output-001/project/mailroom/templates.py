from string import Template


def render(name, context):
    return Template(name).safe_substitute(context)


def render(name, context, *, strict=False):
    tpl = Template(name)
    return tpl.substitute(context) if strict else tpl.safe_substitute(context)
