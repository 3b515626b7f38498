import type { Config, Module } from '../../model/types';
import { request } from '../client';

export const getConfig = () => request<Config>('config');

/** Modules serving the zones in the zoneid header. */
export const getModules = () => request<Module[]>('module');
