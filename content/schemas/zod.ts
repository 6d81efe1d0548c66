// Every schema imports zod from here so that messages are in French for the writer.
import { z } from 'zod'
import { fr } from 'zod/locales'

z.config(fr())

export { z }
